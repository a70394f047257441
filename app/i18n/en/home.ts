export const home = {
  heading: "",
};
