import type { Dictionary } from "../dictionary";

export const contact: Dictionary["contact"] = {
  heading: "",
};
