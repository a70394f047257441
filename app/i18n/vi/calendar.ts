import type { Dictionary } from "../dictionary";

export const calendar: Dictionary["calendar"] = {
  heading: "",
};
