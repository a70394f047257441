import type { Dictionary } from "../dictionary";

export const home: Dictionary["home"] = {
  heading: "",
};
