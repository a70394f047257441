export const gallery = {
  albumsHeading: "Albums",
  noAlbums: "No albums yet. The parish office adds the photos of each Mass and event here.",
  unavailable: "The albums cannot be shown right now. Please try again in a little while.",
  noSuchAlbum:
    "There is no album at this address. It may have been renamed; the albums are listed on the photo gallery page.",
  allAlbums: "All albums",
  photoCount: "{count} photos",
  recentHeading: "Recent uploads",
  recentIntro: "Select a photo to enlarge it; use the arrow keys to move between photos.",
  enlarge: "Enlarge photo",
  lightbox: { position: "Photo {current} of {total}", previous: "Previous", next: "Next", close: "Close photo" },
  submitHeading: "Share your photos",
  submitIntro:
    "Took photos at a parish Mass or event? Send them to the parish office and we will add them to the gallery.",
  submit: "Submit Photos",
  submitSubject: "Photos for the parish gallery",
};
