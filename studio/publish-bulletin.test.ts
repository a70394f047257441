import { describe, expect, it } from "vitest";
import {
  bulletinDocument,
  type ComposedAnswer,
  publishComposedBulletin,
  publishedBulletinId,
  readComposedAnswer,
} from "./publish-bulletin";

const highlights = {
  en: [
    { _type: "block", _key: "highlights", children: [{ _type: "span", _key: "text", text: "1st Sunday of Advent." }] },
  ],
  vi: [
    { _type: "block", _key: "highlights", children: [{ _type: "span", _key: "text", text: "Chúa Nhật I Mùa Vọng." }] },
  ],
};
const answer: ComposedAnswer = {
  date: "2026-11-29",
  dateText: { en: "Sunday, November 29, 2026", vi: "Chúa Nhật, ngày 29 tháng 11 năm 2026" },
  page: "https://parish.example.org/communication-events/bulletin/2026-11-29",
  pdf: "https://parish.example.org/communication-events/bulletin/2026-11-29/print.pdf",
  highlights,
};

describe("publishing the composed bulletin from the Studio", () => {
  it("reads only a whole answer of the website", () => {
    expect(readComposedAnswer({ ...answer, version: "abc" })).toEqual(answer);
    expect(readComposedAnswer({ ...answer, date: "29/11/2026" })).toBeNull();
    expect(readComposedAnswer({ ...answer, pdf: "javascript:alert(1)" })).toBeNull();
    expect(readComposedAnswer({ ...answer, highlights: { en: [] } })).toBeNull();
    expect(readComposedAnswer("<html>")).toBeNull();
  });

  it("uploads the PDF, then makes the Sunday's bulletin document that refers to it", async () => {
    const calls: string[] = [];
    const pdf = new Blob(["%PDF-1.3"], { type: "application/pdf" });
    const client = {
      assets: {
        upload: async (type: string, body: Blob, options: { filename?: string; contentType?: string }) => {
          calls.push(`upload ${type} ${options.filename} ${options.contentType} ${await body.text()}`);
          return { _id: "file-abc-pdf" };
        },
      },
      create: async (document: { _id: string }) => {
        calls.push(`create ${JSON.stringify(document)}`);
        return document;
      },
    } as unknown as Parameters<typeof publishComposedBulletin>[0];
    const fetched: string[] = [];
    const fetchPdf = (async (url: string) => {
      fetched.push(url);
      return new Response(pdf);
    }) as typeof fetch;
    expect(await publishComposedBulletin(client, answer, fetchPdf)).toBe("bulletin-2026-11-29");
    expect(fetched).toEqual([answer.pdf]);
    expect(calls).toEqual([
      "upload file bulletin-2026-11-29.pdf application/pdf %PDF-1.3",
      `create ${JSON.stringify(bulletinDocument(answer, "file-abc-pdf"))}`,
    ]);
    expect(bulletinDocument(answer, "file-abc-pdf")).toEqual({
      _id: "bulletin-2026-11-29",
      _type: "bulletin",
      date: "2026-11-29",
      file: { _type: "file", asset: { _type: "reference", _ref: "file-abc-pdf" } },
      highlights: { _type: "bilingualRichText", ...highlights },
    });
  });

  it("publishes nothing when the website cannot give the PDF", async () => {
    const client = {
      assets: { upload: () => Promise.reject(new Error("no upload expected")) },
      create: () => Promise.reject(new Error("no document expected")),
    } as unknown as Parameters<typeof publishComposedBulletin>[0];
    const fetchPdf = (async () => new Response("busy", { status: 503 })) as typeof fetch;
    await expect(publishComposedBulletin(client, answer, fetchPdf)).rejects.toThrow("the website answered 503");
  });

  it("asks the dataset for a published bulletin of that Sunday, drafts aside", async () => {
    const asked: unknown[] = [];
    const client = {
      fetch: async (query: string, params: unknown) => {
        asked.push(query, params);
        return "bulletin-2026-11-29-vi";
      },
    } as unknown as Parameters<typeof publishedBulletinId>[0];
    expect(await publishedBulletinId(client, "2026-11-29")).toBe("bulletin-2026-11-29-vi");
    expect(asked[0]).toContain('!(_id in path("drafts.**"))');
    expect(asked[1]).toEqual({ date: "2026-11-29" });
  });
});
