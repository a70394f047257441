export const home = {
  welcome: {
    heading: "Welcome to {name}",
    intro: "We are a Vietnamese Catholic community in {location}, gathered around the Eucharist since {founded}.",
    introUndated: "We are a Vietnamese Catholic community gathered around the Eucharist.",
    body: "Whether you are a lifelong parishioner, new to the area or simply visiting, you are welcome at Mass, in our ministries and in our parish family.",
    visit: "Join us for Mass: the times of every day, in Vietnamese and in English, are on our Mass schedule.",
  },
  slideshow: {
    label: "Parish photos",
    slide: "Slide {number} of {count}",
    status: "Slide {number} of {count}: {alt}",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause slideshow",
    play: "Resume slideshow",
    goTo: "Show slide {number}",
    swipeHint: "Swipe to navigate",
  },
  slides: {
    exterior: "Our church at dusk, with its bell tower and cross",
    interior: "Inside the church: the nave and the altar under warm light",
    event: "Red and gold lanterns at a parish celebration at night",
    mass: "The altar at Mass, with the chalice, the Host and candles",
    statue: "The statue of Our Lady in the church garden",
  },
  badge: {
    anniversary: "{ordinal} Anniversary",
    jubilee: "Jubilee {year}",
  },
  shortcuts: {
    label: "Contact the parish",
    call: "Call the parish office, {phone}",
    email: "Email the parish office, {email}",
    youtube: "Parish YouTube channel",
    facebook: "Parish Facebook page",
  },
};
