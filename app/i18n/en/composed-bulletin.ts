/** The bulletin the site composes for a Sunday: its sections (printed in both languages) and its page. */
export const composedBulletin = {
  kicker: "Weekly Bulletin",
  liturgy: {
    heading: "This Sunday's Liturgy",
    colour: "Liturgical color",
    lunar: "Lunar calendar (âm lịch)",
    readings: "Readings",
  },
  contact: { heading: "Parish Office", website: "Website" },
  giving: {
    heading: "Give Online",
    body: "Scan the code with your phone's camera to give to the parish.",
  },
  week: {
    heading: "Masses This Week",
    noMass: "No Mass",
    confession: "Confession",
  },
  intentions: {
    heading: "This Week's Mass Intentions",
    empty: "No Mass intentions are published for this week.",
  },
  letter: { heading: "A Letter from Our Pastor" },
  notices: {
    heading: "Announcements",
    empty: "No announcements this week.",
  },
  events: {
    heading: "Upcoming Events",
    empty: "No events on the parish calendar in the next two weeks.",
  },
  closing: {
    officeHours: "Office Hours",
    sacraments: "Sacraments",
    updates: "The Bulletin by Email",
    updatesBody: "Receive the bulletin and parish news by email: {url}",
  },
  page: {
    composed:
      "The parish office has not uploaded a bulletin for this Sunday: this is the bulletin composed from the Mass times, intentions, notices and events of this website.",
    pdf: "Download the bulletin (PDF)",
    print: "Print this bulletin",
    title: "Bulletin of {date}",
  },
};
