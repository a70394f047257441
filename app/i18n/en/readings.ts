export const readings = {
  heading: "",
};
