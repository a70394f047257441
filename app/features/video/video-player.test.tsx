import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/language";
import { StreamedVideo } from "./streamed-video";
import type { VideoRecord } from "./video";

const todays: VideoRecord = {
  videoId: "todays-mass",
  videoUrl: "https://www.youtube-nocookie.com/embed/todays-mass?autoplay=1",
  title: "Thánh Lễ Chúa Nhật 2/3/2025",
  description: "",
  publishedAt: "2025-03-02T14:00:00Z",
  thumbnail: "https://i.ytimg.com/vi/todays-mass/hqdefault.jpg",
  watchUrl: "https://www.youtube.com/watch?v=todays-mass",
  playlistUrl: "https://www.youtube.com/playlist?list=PL-vi",
  isDateMatched: true,
  error: null,
};

const fallback: VideoRecord = {
  ...todays,
  videoId: "fallback-01",
  title: "",
  publishedAt: null,
  isDateMatched: false,
  error: "service-error",
};

function renderVideo(data: Promise<VideoRecord | null>, lang: Language) {
  return renderWithLanguage(lang, <StreamedVideo data={data} headingLevel={2} />);
}

describe("StreamedVideo", () => {
  afterEach(cleanup);

  it("shows a skeleton until the video arrives, then the facade without any frame", async () => {
    let deliver: (video: VideoRecord) => void = () => {};
    const { container } = renderVideo(new Promise((resolve) => (deliver = resolve)), "en");
    expect(await screen.findByText("Loading the video…")).toBeInTheDocument();
    await act(async () => deliver(todays));
    expect(await screen.findByRole("heading", { level: 2, name: todays.title })).toBeInTheDocument();
    expect(screen.queryByTestId("video-skeleton")).not.toBeInTheDocument();
    expect(screen.getByText("Today's Mass")).toBeInTheDocument();
    expect(screen.getByText("Published Sunday, March 2, 2025")).toBeInTheDocument();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", todays.thumbnail);
  });

  it("swaps in the privacy-enhanced frame on play and moves focus into it", async () => {
    const { container } = renderVideo(Promise.resolve(todays), "en");
    const play = await screen.findByRole("button", { name: `Play video: ${todays.title}` });
    fireEvent.click(play);
    const frame = container.querySelector("iframe");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/todays-mass?autoplay=1");
    expect(frame).toHaveAttribute("title", `YouTube video: ${todays.title}`);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Play video/ })).not.toBeInTheDocument();
  });

  it("plays a whole playlist when that is the fallback", async () => {
    const playlist: VideoRecord = {
      ...fallback,
      videoId: null,
      videoUrl: "https://www.youtube-nocookie.com/embed/videoseries?list=PL-parish-en&autoplay=1",
    };
    const { container } = renderVideo(Promise.resolve(playlist), "en");
    expect(container.querySelector("[data-video-id]")).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Play video: Holy Mass from our parish" }));
    expect(container.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/videoseries?list=PL-parish-en&autoplay=1",
    );
  });

  it("links to the video, the playlist and the English online Mass in new tabs", async () => {
    renderVideo(Promise.resolve(todays), "en");
    const watch = await screen.findByRole("link", { name: /^Watch on YouTube ?\(opens in a new tab\)$/ });
    expect(watch).toHaveAttribute("href", todays.watchUrl);
    expect(watch).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /^All videos in the playlist ?\(opens in a new tab\)$/ })).toHaveAttribute(
      "href",
      todays.playlistUrl,
    );
    expect(screen.getByRole("link", { name: /^English online Mass ?\(opens in a new tab\)$/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("says the parish streams no Mass yet, with the way to the Mass times, when it names no video, in both languages", async () => {
    const { container } = renderVideo(Promise.resolve(null), "vi");
    expect(await screen.findByText("Giáo xứ chưa phát trực tuyến Thánh Lễ.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Giờ Lễ" })).toHaveAttribute("href", "/schedule");
    expect(container.querySelector("iframe, button, a[href*='playlist'], a[href*='watch']")).toBeNull();
    cleanup();
    renderVideo(Promise.resolve(null), "en");
    expect(await screen.findByText("The parish does not stream its Masses online yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mass Times" })).toHaveAttribute("href", "/schedule");
  });

  it("titles the fallback video and says the latest could not be loaded, in Vietnamese", async () => {
    renderVideo(Promise.resolve(fallback), "vi");
    expect(await screen.findByText("Không thể tải video mới nhất")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Thánh Lễ của Giáo Xứ" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Phát video: Thánh Lễ của Giáo Xứ" })).toBeInTheDocument();
    expect(screen.queryByText(/Đăng vào/)).not.toBeInTheDocument();
  });

  it("writes the date the Catholic way in Vietnamese", async () => {
    renderVideo(Promise.resolve(todays), "vi");
    expect(await screen.findByText(/^Đăng vào Chúa Nhật, ngày/)).toBeInTheDocument();
    expect(screen.getByText("Thánh Lễ hôm nay")).toBeInTheDocument();
  });
});
