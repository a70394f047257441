import type { Dictionary } from "../dictionary";

export const announcements: Dictionary["announcements"] = {
  heading: "",
};
