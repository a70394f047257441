import type { Dictionary } from "../dictionary";

export const bulletin: Dictionary["bulletin"] = {
  heading: "",
};
