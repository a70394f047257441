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
};
