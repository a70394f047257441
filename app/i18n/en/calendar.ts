export const calendar = {
  heading: "",
};
