export const video = {
  heading: "",
};
