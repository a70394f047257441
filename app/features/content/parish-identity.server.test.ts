import { afterEach, describe, expect, it, vi } from "vitest";
import { PLACEHOLDER_PARISH } from "#app/features/parish/identity";
import { embeddedDataset, embeddedParish } from "../../../tests/support/embedded-parish";
import { createContentService } from "./content-service.server";
import { settingsQuery } from "./queries";
import type { ContentChange, ContentSource } from "./types";
import { WAIT_FOR_MS } from "../../../tests/support/wait-for";

const fastRetry = { retries: 0, firstMs: 1, maxMs: 1 };
const settingsDocument = embeddedDataset.find(
  (document) => (document as { _type?: unknown })._type === "siteSettings",
) as Record<string, unknown>;

/** A source holding one settings document the test edits, announcing each edit as the Studio's listener would. */
function editableSource(document: Record<string, unknown> | null) {
  let current = document;
  let announce: ((change: ContentChange) => void) | undefined;
  const source: ContentSource = {
    kind: "embedded",
    query: async (groq) => (groq === settingsQuery && current ? [current] : []),
    listen: (_groq, onChange) => {
      announce = onChange;
      return () => undefined;
    },
  };
  const edit = (next: Record<string, unknown>) => {
    current = next;
    announce?.({ documentId: "siteSettings" });
  };
  return { source, edit };
}

afterEach(() => vi.restoreAllMocks());

describe("the parish's identity", () => {
  it("follows an edit of the settings, and keeps the last good identity when an edit leaves them invalid", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { source, edit } = editableSource(settingsDocument);
    const service = createContentService({ source: () => source, retry: fastRetry });
    expect((await service.parish()).name).toEqual(embeddedParish.name);

    const renamed = {
      ...settingsDocument,
      parishName: { en: "Saint Anne Parish", vi: "Giáo Xứ Thánh Anna" },
      phone: "(713) 555-2368",
    };
    edit(renamed);
    await vi.waitFor(async () => expect((await service.parish()).name.en).toBe("Saint Anne Parish"), {
      timeout: WAIT_FOR_MS,
    });
    expect((await service.parish()).phone).toEqual({ display: "(713) 555-2368", tel: "+17135552368" });

    edit({ ...renamed, phone: "call us" });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: WAIT_FOR_MS });
    expect(await service.parish()).toMatchObject({
      name: { en: "Saint Anne Parish" },
      phone: { display: "(713) 555-2368" },
    });
    service.close();
  });

  it("is a plain placeholder, never another parish's, when no settings were ever good", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { source } = editableSource({ ...settingsDocument, parishName: { en: "Saint Anne Parish" } });
    const service = createContentService({ source: () => source, retry: fastRetry });
    expect(await service.parish()).toEqual(PLACEHOLDER_PARISH);
    service.close();
  });
});
