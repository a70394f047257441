export const gallery = {
  heading: "",
};
