import { describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate";
import { action } from "./requests";

/** A post to a form's address that names no form of the site, as a page kept open since might send. */
async function postToUnknownForm(lang: "en" | "vi") {
  const request = new Request(`http://parish.test/api/requests/baptism-2019?lang=${lang}`, {
    method: "POST",
    body: new URLSearchParams({ name: "Anna" }),
  });
  const answer = await action({ request, params: { kind: "baptism-2019" }, context: {} } as Parameters<
    typeof action
  >[0]);
  if (answer instanceof Response) throw new Error("a JSON answer was expected");
  return answer;
}

describe("a form's address that names no form", () => {
  it.each(["en", "vi"] as const)("answers 404 asking, in %s, to reload the page", async (lang) => {
    const answer = await postToUnknownForm(lang);
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({
      status: "error",
      reason: "malformed",
      message: translate(lang, "requests.errors.malformed"),
      values: null,
    });
  });
});
