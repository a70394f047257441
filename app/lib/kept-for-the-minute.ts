/** A page asks for a few moments in turn (now, a month ahead): each keeps its answer while the others are asked. */
const KEPT_MINUTES = 8;

/**
 * A reading of a date to the minute, kept for the rest of that minute: a page reads the parish's clock many times (an
 * event card each, the schedule, the readings), and formatting a date in the parish's time zone is the costly part.
 */
export function keptForTheMinute(read: (date: Date) => string): (date: Date) => string {
  const answers = new Map<number, string>();
  return (date) => {
    const minute = Math.floor(date.getTime() / 60_000);
    let answer = answers.get(minute);
    if (answer === undefined) {
      answer = read(date);
      if (answers.size >= KEPT_MINUTES) answers.clear();
      answers.set(minute, answer);
    }
    return answer;
  };
}
