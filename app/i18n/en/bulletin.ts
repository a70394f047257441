export const bulletin = {
  heading: "",
};
