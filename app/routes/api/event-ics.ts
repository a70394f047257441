import { data } from "react-router";

export function loader() {
  return data({ error: "not available yet" }, { status: 501 });
}
