export const contact = {
  heading: "Contact Us",
  intro: "Call, write or visit the parish office, or send us a message below.",
  office: {
    heading: "Parish Office",
    phone: "Phone",
    email: "Email",
    address: "Address",
    hours: "Office Hours",
    clergy: "Clergy",
    roles: { pastor: "Pastor", parochialVicar: "Parochial Vicar", deacon: "Deacon" },
    directions: "Directions",
  },
  massTimes: "Mass Times",
  mapHeading: "Find Us",
  mapTitle: "Church Location Map",
  openMap: "Open the map of the church on Google Maps",
};
