export const schedule = {
  heading: "Mass Times",
  masses: "Holy Mass",
  confession: "Confession",
  confessionParts: {
    beforeMass: "{minutes} minutes before each Mass",
    orByAppointment: "or by appointment",
    alsoByAppointment: "Also by appointment.",
    byAppointment: "By appointment",
  },
  language: { en: "English", vi: "Vietnamese", bilingual: "Bilingual" },
  timeZoneNote: "All times are local time at the parish.",
  nextMass: {
    label: "Next Mass:",
    when: "{day} {time}",
  },
  massTitle: "Mass ({language})",
  notedTitle: "{note} ({language})",
  changes: {
    heading: "Holy days and schedule changes",
    replaces: "Only these Masses are held that day:",
    adds: "In addition to the usual Masses:",
    none: "No Mass is held that day.",
  },
  coming: {
    notice: "New Mass schedule from {date}",
    from: "From {date}",
    current: "Current Mass schedule",
  },
  intentionLink: "Request a Mass intention for a loved one",
  intentions: {
    link: "This week's Mass intentions",
    intro:
      "Names are printed as the families wrote them. Intentions the family asked to keep private are read at Mass only.",
    empty: "No Mass intentions are published for the coming seven days.",
    print: "Print this list",
  },
  feed: {
    heading: "Add the schedule to your calendar",
    body: "Every weekly Mass and Eucharistic Adoration, with the holy days and schedule changes, in the parish's local time, kept up to date when the schedule changes.",
    subscribe: "Subscribe",
    download: "Download (.ics)",
  },
};
