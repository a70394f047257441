export const contact = {
  heading: "",
};
