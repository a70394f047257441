import type { Dictionary } from "../dictionary";

export const chrome: Dictionary["chrome"] = {
  heading: "",
};
