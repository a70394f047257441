export const bulletin = {
  issueOf: "Bulletin of",
  open: "Open the bulletin",
  openEdition: { vi: "Open the Vietnamese edition", en: "Open the English edition" },
  pdfSize: "PDF, {size}",
  fileMissing: "The PDF of this bulletin is not available yet. Please call the parish office.",
  archiveHeading: "Earlier bulletins",
  allIssues: "All bulletins",
  noSuchIssue: "There is no bulletin for this date.",
  latest: "Latest bulletin: {date}",
  issueLabel: "Bulletin of {date}",
  feast: "Easter Sunday: The Resurrection of the Lord",
  greeting:
    "Christ is risen, alleluia! Our pastor, parochial vicar, deacon and the parish staff wish every family the joy and peace of the Risen Lord.",
  print: "Print this bulletin",
  massSchedule: "Mass Schedule",
  announcementsHeading: "Announcements",
  announcements: {
    triduum: {
      title: "Holy Week and Easter Masses",
      body: "Holy Thursday, Mass of the Lord's Supper at 7:30 PM. Good Friday, Celebration of the Lord's Passion at 3:00 PM and 7:30 PM. Holy Saturday, Easter Vigil at 8:30 PM. Easter Sunday Masses follow the Sunday schedule.",
    },
    flowers: {
      title: "Easter flowers",
      body: "Thank you to every family who offered lilies and flowers to adorn the altar for Easter. The donors' intentions are posted at the church entrance.",
    },
    school: {
      title: "Vietnamese School resumes",
      body: "Vietnamese School classes resume on Sunday, April 7, after the Easter break.",
    },
    registration: {
      title: "Update your parish registration",
      body: "Families who have moved or changed phone numbers, please update your details with the parish office so you keep receiving the bulletin and your giving statements.",
    },
  },
  ministryHeading: "Ministry Schedule: Easter Sunday",
  ministryIntro:
    "The ministers serving at the Easter Sunday Masses. If you cannot serve, please find a replacement and tell the coordinator.",
  mass: "Mass",
  roles: { lectors: "Lectors", eucharisticMinisters: "Eucharistic Ministers", altarServers: "Altar Servers" },
  intentionsHeading: "Prayer Intentions",
  intentions: {
    church: "For the Church throughout the world, that the joy of the Resurrection renew our faith, hope and love.",
    newlyBaptized: "For those baptized at the Easter Vigil, that they grow in faith within our parish family.",
    sick: "For the sick of our parish and all who care for them, that the Risen Lord give them strength and comfort.",
    departed: "For our beloved departed, that they share in the glory of the Resurrection.",
    peace: "For peace in our homeland of Vietnam and throughout the world.",
  },
};
