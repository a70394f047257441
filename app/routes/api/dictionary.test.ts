import { describe, expect, it } from "vitest";
import { dictionaries, dictionaryUrl } from "#app/i18n/dictionaries.server";
import { languages } from "#app/i18n/language";
import { loader } from "./dictionary";

function ask(path: string, lang: string) {
  return loader({ params: { lang }, request: new Request(`http://parish.test${path}`), context: {} } as Parameters<
    typeof loader
  >[0]);
}

describe("GET /api/dictionary/:lang", () => {
  for (const lang of languages) {
    it(`answers the ${lang} dictionary at the address the pages name, to be kept for good`, async () => {
      const response = ask(dictionaryUrl(lang), lang);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(dictionaries[lang])));
    });
  }

  it("names each language's texts by their content: the two addresses differ", () => {
    expect(dictionaryUrl("en")).toMatch(/^\/api\/dictionary\/en\?v=[\w-]{12}$/);
    expect(dictionaryUrl("vi")).toMatch(/^\/api\/dictionary\/vi\?v=[\w-]{12}$/);
    expect(dictionaryUrl("en").split("=")[1]).not.toBe(dictionaryUrl("vi").split("=")[1]);
  });

  it("answers an address of another build with the current texts, which no cache keeps under it", async () => {
    for (const path of ["/api/dictionary/vi?v=older-build", "/api/dictionary/vi"]) {
      const response = ask(path, "vi");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(dictionaries.vi)));
    }
  });

  it("answers 404 for a language the site does not have", async () => {
    for (const lang of ["fr", "EN", "", "../en"]) {
      const response = ask(`/api/dictionary/${encodeURIComponent(lang)}`, lang);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("No such language.");
    }
  });
});
