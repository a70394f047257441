import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { NoticeList } from "./notice-strip";
import { dismissNoticeCookie, isNoticeActive, noticeToken, readDismissedNotices, visibleNotices } from "./notices";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import type { AnnouncementsData, NoticeItem } from "./types";

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const future = "2999-01-01T00:00:00Z";
const massMoved: NoticeItem = { id: "a-mass", version: "v1", title: "Đổi giờ lễ Chúa Nhật", endsAt: future };
const officeClosed: NoticeItem = { id: "a-office", version: "v1", title: "Văn phòng đóng cửa", endsAt: null };

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  clearCookies();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderStrip(notices: NoticeItem[], lang: "en" | "vi" = "vi") {
  renderWithLanguage(lang, <NoticeList initial={notices} />);
  await screen.findByTestId("notice-strip");
}

describe("NoticeList", () => {
  it("shows running notices with a link to the announcement, and not ended ones", async () => {
    await renderStrip([massMoved, { ...officeClosed, endsAt: "2001-01-01T00:00:00Z" }]);
    const strip = screen.getByRole("complementary", { name: "Thông báo khẩn của giáo xứ" });
    expect(strip).toHaveTextContent("Đổi giờ lễ Chúa Nhật");
    expect(strip).not.toHaveTextContent("Văn phòng đóng cửa");
    expect(screen.getByRole("link", { name: "Xem Chi Tiết" })).toHaveAttribute(
      "href",
      "/announcements#announcement-a-mass",
    );
  });

  it("hides a dismissed notice and remembers it per notice in a cookie", async () => {
    await renderStrip([massMoved, officeClosed]);
    fireEvent.click(screen.getByRole("button", { name: "Ẩn thông báo: Đổi giờ lễ Chúa Nhật" }));
    expect(screen.queryByText("Đổi giờ lễ Chúa Nhật")).toBeNull();
    expect(screen.getByText("Văn phòng đóng cửa")).toBeInTheDocument();
    expect(readDismissedNotices(document.cookie)).toEqual(new Set([noticeToken(massMoved)]));
    fireEvent.click(screen.getByRole("button", { name: "Ẩn thông báo: Văn phòng đóng cửa" }));
    expect(screen.queryByTestId("notice-strip")).toBeNull();
    expect(readDismissedNotices(document.cookie)).toEqual(new Set([noticeToken(massMoved), noticeToken(officeClosed)]));
  });

  it("moves keyboard focus to the next notice's button, then to the page's content after the last", async () => {
    const main = document.createElement("main");
    main.id = "main";
    main.tabIndex = -1;
    document.body.append(main);
    onTestFinished(() => main.remove());
    await renderStrip([massMoved, officeClosed]);
    const first = screen.getByRole("button", { name: "Ẩn thông báo: Đổi giờ lễ Chúa Nhật" });
    first.focus();
    fireEvent.click(first);
    expect(screen.getByRole("button", { name: "Ẩn thông báo: Văn phòng đóng cửa" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Ẩn thông báo: Văn phòng đóng cửa" }));
    expect(main).toHaveFocus();
  });

  it("disappears when its end date passes while the page is open", async () => {
    await renderStrip([{ ...massMoved, endsAt: new Date(Date.now() + 400).toISOString() }], "en");
    expect(screen.getByRole("complementary", { name: "Parish notices" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("notice-strip")).toBeNull(), { timeout: 3000 });
  });

  it("refetches on a change event and shows a new notice, but not a dismissed one", async () => {
    const fresh: NoticeItem = { id: "a-new", version: "v1", title: "Christmas Mass moved to 11:00 PM", endsAt: future };
    const data: AnnouncementsData = { lang: "en", groups: [], isStatic: false, notices: [massMoved, fresh] };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(data), { headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    document.cookie = dismissNoticeCookie("", massMoved, [massMoved]);
    await renderStrip([officeClosed], "en");
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(["/api/announcements/events"]);
    await act(async () => {
      FakeEventSource.instances[0]?.dispatchEvent(new Event("change"));
    });
    await screen.findByText("Christmas Mass moved to 11:00 PM");
    expect(fetchMock).toHaveBeenCalledWith("/api/announcements?lang=en", expect.anything());
    expect(screen.queryByText("Đổi giờ lễ Chúa Nhật")).toBeNull();
    expect(screen.queryByText("Văn phòng đóng cửa")).toBeNull();
  });

  it("brings a part of the page that joins the stream after a change up to date at once", async () => {
    const fresh: NoticeItem = { id: "a-new", version: "v1", title: "Christmas Mass moved to 11:00 PM", endsAt: future };
    const data: AnnouncementsData = { lang: "en", groups: [], isStatic: false, notices: [fresh] };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(data), { headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await renderStrip([officeClosed], "en");
    await act(async () => {
      FakeEventSource.instances[0]?.dispatchEvent(new Event("change"));
    });
    await screen.findByText("Christmas Mass moved to 11:00 PM");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A second part, hydrated after the change, still holding the page's first data.
    renderWithLanguage("en", <NoticeList initial={[officeClosed]} />);
    await waitFor(() => expect(screen.getAllByText("Christmas Mass moved to 11:00 PM")).toHaveLength(2));
    expect(screen.queryByText("Văn phòng đóng cửa")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("asks for the notices at once when the server sent the page without them, in either language", async () => {
    for (const lang of ["en", "vi"] as const) {
      const data: AnnouncementsData = { lang, groups: [], isStatic: false, notices: [massMoved] };
      const fetchMock = vi.fn(
        async () => new Response(JSON.stringify(data), { headers: { "Content-Type": "application/json" } }),
      );
      vi.stubGlobal("fetch", fetchMock);
      renderWithLanguage(lang, <NoticeList initial={null} />);
      expect(await screen.findByTestId("notice-strip")).toHaveTextContent("Đổi giờ lễ Chúa Nhật");
      expect(fetchMock).toHaveBeenCalledWith(`/api/announcements?lang=${lang}`, expect.anything());
      cleanup();
    }
  });

  it("does not ask again for notices the server already sent", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await renderStrip([massMoved], "en");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("notice rules", () => {
  const now = new Date("2026-12-01T00:00:00Z");

  it("shows a notice until its end date; one without or with an unreadable end date stays", () => {
    expect(isNoticeActive({ endsAt: "2026-12-01T00:00:01Z" }, now)).toBe(true);
    expect(isNoticeActive({ endsAt: "2026-12-01T00:00:00Z" }, now)).toBe(false);
    expect(isNoticeActive({ endsAt: null }, now)).toBe(true);
    expect(isNoticeActive({ endsAt: "next Sunday" }, now)).toBe(true);
  });

  it("keeps only dismissals of notices still shown, and shows an edited notice again", () => {
    const cookie = dismissNoticeCookie(`other=1; dismissed_notices=${encodeURIComponent("gone@v1")}`, massMoved, [
      massMoved,
      officeClosed,
    ]);
    expect(cookie).toMatch(/^dismissed_notices=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const dismissed = readDismissedNotices(cookie.split(";")[0]);
    expect(dismissed).toEqual(new Set(["a-mass@v1"]));
    expect(visibleNotices([massMoved, officeClosed], now, dismissed)).toEqual([officeClosed]);
    expect(visibleNotices([{ ...massMoved, version: "v2" }], now, dismissed)).toHaveLength(1);
  });

  it("reads a damaged cookie as hiding no notice", () => {
    expect(visibleNotices([massMoved, officeClosed], now, readDismissedNotices("dismissed_notices=%E0%A4%A"))).toEqual([
      massMoved,
      officeClosed,
    ]);
    expect(readDismissedNotices(null)).toEqual(new Set());
  });
});
