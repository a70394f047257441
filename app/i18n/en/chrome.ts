export const chrome = {
  heading: "",
};
