import type { Dictionary } from "../dictionary";

export const gallery: Dictionary["gallery"] = {
  heading: "",
};
