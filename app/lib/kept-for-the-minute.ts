/**
 * A reading of a date to the minute, kept for the rest of that minute: a page reads the parish's clock many times (an
 * event card each, the schedule, the readings), and formatting a date in the parish's time zone is the costly part.
 */
export function keptForTheMinute(read: (date: Date) => string): (date: Date) => string {
  let minute = Number.NaN;
  let answer = "";
  return (date) => {
    const asked = Math.floor(date.getTime() / 60_000);
    if (asked !== minute) {
      answer = read(date);
      minute = asked;
    }
    return answer;
  };
}
