export const video = {
  unavailable: "Unable to load latest video",
  fallbackTitle: "Holy Mass from our parish",
  todaysMass: "Today's Mass",
  latest: "Latest video",
  published: "Published {date}",
  play: "Play video: {title}",
  frameTitle: "YouTube video: {title}",
  privacyNote: "The video loads from YouTube, in privacy-enhanced mode, only when you press play.",
  watchOnYouTube: "Watch on YouTube",
  playlist: "All videos in the playlist",
  englishOnlineMass: "English online Mass",
  loading: "Loading the video…",
};
