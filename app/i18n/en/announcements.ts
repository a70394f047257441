export const announcements = {
  heading: "Announcements",
  empty: "No announcements here.",
  staticBanner: "Using static content (CMS temporarily unavailable)",
  loading: "Loading announcements…",
  updated: "The announcements have been updated.",
  published: "Published {date}",
  categories: {
    important: "Important Announcements",
    jubilee: "Jubilee",
    youth_ministry: "Youth Ministry",
    safe_environment: "Safe Environment",
    truong_duc: "Vietnamese School",
    parish_ministry_1: "Parish Ministries",
    parish_ministry_2: "Parish Associations",
  },
  static: {
    massTitle: "Mass Times",
    massBody: "Mass times, Eucharistic Adoration and confession hours are always up to date on our {link}.",
    massLink: "Mass schedule page",
    officeTitle: "Parish Office",
    officeBody:
      "The latest announcements cannot be shown right now. For news of the parish, please call the office at {phone} or write to {email}.",
  },
  notices: {
    label: "Parish notices",
    details: "Details",
    dismiss: "Dismiss notice: {title}",
  },
  memorial: {
    loading: "Loading the memorial list…",
    empty: "There are no names on the memorial list at this time.",
    unavailable: "The memorial list cannot be shown right now. Please try again later.",
    listLabel: "Memorial list",
  },
};
