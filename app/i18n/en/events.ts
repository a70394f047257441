export const events = {
  heading: "",
};
