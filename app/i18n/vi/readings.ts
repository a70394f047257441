import type { Dictionary } from "../dictionary";

export const readings: Dictionary["readings"] = {
  heading: "",
};
