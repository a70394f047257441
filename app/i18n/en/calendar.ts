export const calendar = {
  todayLabel: "Today at the parish:",
  monthView: "Month view",
  agendaView: "Agenda",
  monthFrameTitle: "Parish calendar, month view",
  agendaFrameTitle: "Parish calendar, agenda of coming events",
  frameNote: "Calendar not showing? Subscribe with the links above, or",
  openInGoogle: "open the calendar on Google Calendar",
  subscribe: {
    heading: "Subscribe",
    intro:
      "Add the parish calendar to your own calendar app: new Masses, meetings and celebrations then appear there by themselves.",
    google: "Add to Google Calendar",
    ical: "Subscribe with iCal (Apple Calendar, Outlook)",
    addressLabel: "iCal address",
  },
};
