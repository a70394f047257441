export const common = {
  languageName: "English",
  otherLanguageName: "Tiếng Việt",
  switchLanguage: "Đổi sang Tiếng Việt",
  flagAlt: { en: "United States flag", vi: "Vietnamese Heritage flag" },
  skipToContent: "Skip to main content",
  today: "today",
  lunarDate: "(lunar calendar: {date})",
  tomorrow: "tomorrow",
  opensInNewTab: "(opens in a new tab)",
  learnMore: "Learn more",
  sectionComingSoon: "This section will contain information about {title}.",
  notFound: {
    title: "Oops! Page not found",
    body: "The page you are looking for does not exist or has moved.",
    home: "Return to Home",
  },
  badAddress: {
    title: "This address is not valid",
    body: "It may have been cut short when it was copied or shared. Please start again from the home page.",
  },
  missingFile: {
    title: "This file is not available",
    body: "The file may have been removed or replaced. Please go back and choose another, or call the parish office.",
  },
  eventGone: {
    title: "This event is no longer in the calendar",
    body: "It may have been moved or cancelled. Please see the Parish Calendar on the site for the latest events.",
  },
  crossSite: {
    title: "This was sent from another site",
    body: "For the parish's safety, the site only accepts what is sent from its own pages. Please open the page on this site and send it again.",
  },
  busy: {
    title: "The site is busy",
    body: "Many pages are being asked for at this moment. Please try again in a few seconds.",
  },
  tooFast: {
    title: "Please wait a moment",
    body: "This device has asked for many pages in a short time. Please try again in a minute.",
  },
  tryAgain: "Try again",
  error: {
    title: "Unexpected Application Error!",
    body: "Something went wrong on our side. Please try again in a moment.",
    home: "Return to Home",
  },
  languages: { en: "English", vi: "Vietnamese" },
  weekdays: {
    sunday: "Sunday",
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
  },
};
