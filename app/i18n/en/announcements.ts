export const announcements = {
  heading: "",
};
