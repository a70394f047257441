export const schedule = {
  heading: "Mass Times",
  masses: "Holy Mass",
  adoration: "Eucharistic Adoration",
  divineMercy: "Divine Mercy Hour",
  confession: "Confession",
  confessionTimes: "30 minutes before each Mass or by appointment",
  vigil: "Vigil Mass",
  language: { en: "English", vi: "Vietnamese" },
  timeZoneNote: "All times are Central Time (Arlington, Texas).",
  nextMass: {
    label: "Next Mass:",
    when: "{day} {time}",
  },
  massTitle: "Mass ({language})",
  vigilTitle: "Vigil Mass ({language})",
  feed: {
    heading: "Add the schedule to your calendar",
    body: "Every weekly Mass and Eucharistic Adoration, in Central Time, kept up to date when the schedule changes.",
    subscribe: "Subscribe",
    download: "Download (.ics)",
  },
};
