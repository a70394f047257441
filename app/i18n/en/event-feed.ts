/** What the event lists say while the parish's calendar feed has not answered yet, or cannot be read. */
export const eventFeed = {
  loading: "Loading the parish's events…",
  unavailable: "The parish's events cannot be read right now.",
  openCalendar: "See them on the parish calendar",
};
