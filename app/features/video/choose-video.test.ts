import { describe, expect, it } from "vitest";
import { chooseVideo, type PlaylistItem } from "./choose-video";

function item(videoId: string, title: string, publishedAt: string): PlaylistItem {
  return { videoId, title, description: "", publishedAt, thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` };
}

describe("chooseVideo", () => {
  const older = item("older-video", "Thánh Lễ 1/3/2025", "2025-03-01T14:00:00Z");
  const today = item("today-video", "Thánh Lễ Chúa Nhật 2/3/2025", "2025-03-02T14:00:00Z");
  const newest = item("newest-video", "Bài giảng", "2025-03-02T20:00:00Z");

  it("prefers the video whose title carries today's date over a newer one", () => {
    expect(chooseVideo([older, newest, today], "2025-03-02")).toEqual({ item: today, isDateMatched: true });
  });

  it("takes the most recently published video when no title carries today's date", () => {
    expect(chooseVideo([older, newest, today], "2025-03-03")).toEqual({ item: newest, isDateMatched: false });
  });

  it("takes the newest of several videos of the day", () => {
    const evening = item("evening-video", "Thánh Lễ 2/3/2025 - 5:30 chiều", "2025-03-02T23:30:00Z");
    expect(chooseVideo([today, evening, older], "2025-03-02")?.item).toBe(evening);
  });

  it("returns null for an empty playlist", () => {
    expect(chooseVideo([], "2025-03-02")).toBeNull();
  });
});
