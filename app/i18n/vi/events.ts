import type { Dictionary } from "../dictionary";

export const events: Dictionary["events"] = {
  heading: "",
};
