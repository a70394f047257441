export const chrome = {
  topBar: "Top bar links",
  mainMenu: "Site menu",
  links: {
    reportAbuse: "Report Child Abuse",
    facebook: "Facebook",
    youtube: "YouTube",
  },
  header: {
    home: "{name}: home",
    address: "Address",
  },
  menu: {
    open: "Menu",
    close: "Close the menu",
    quickLinks: "Quick links",
    sections: "Sections",
    contact: "Contact details",
  },
  contact: {
    phone: "Phone",
    email: "Email",
    address: "Address",
  },
  massTimes: {
    button: "Mass Times",
    title: "Mass Times and Directions",
    tabs: "Mass Times or Directions",
    schedule: "Mass Times",
    directions: "Directions",
    getDirections: "Get directions",
    mapTitle: "Church Location Map",
    close: "Close",
  },
  backToTop: "Back to top",
  footer: {
    explore: "Explore",
    follow: "Follow us",
    visit: "Visit us",
    officeHours: "Office hours",
    officeHoursValue: "{days}, {hours}",
    copyright: "© {year} {name}",
  },
};
