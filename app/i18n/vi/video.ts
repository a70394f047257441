import type { Dictionary } from "../dictionary";

export const video: Dictionary["video"] = {
  heading: "",
};
