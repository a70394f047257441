import {
  adventStart,
  baptismDay,
  dayNumber,
  easterDay,
  epiphanyDay,
  holyFamilyDay,
  thanksgivingDay,
} from "./calendar-arithmetic";
import type { OwnRule } from "./celebration";
import type { Colour, Names, Rank } from "./liturgical-day";

/** The days from which the movable celebrations are counted, each on the rules of the United States. */
const anchors = {
  christmas: (year: number) => dayNumber(year, 12, 25),
  epiphany: epiphanyDay,
  baptism: baptismDay,
  holyFamily: holyFamilyDay,
  easter: easterDay,
  advent: adventStart,
  thanksgiving: thanksgivingDay,
} as const;

interface MovableCelebration {
  key: string;
  anchor: keyof typeof anchors;
  offset: number;
  names: Names;
  rank: Rank;
  colour: Colour;
  /** Its place in the Table of Liturgical Days, 1 the highest. */
  precedence: number;
  rule?: OwnRule;
}

/**
 * The Proper of Time's own celebrations, the Ascension on the Seventh Sunday of Easter as most provinces of the United
 * States keep it; a parish whose province keeps it on its Thursday says so in its settings (`ascensionOnThursday`).
 */
const movableCelebrations: readonly MovableCelebration[] = [
  {
    key: "christmas",
    anchor: "christmas",
    offset: 0,
    rank: "solemnity",
    colour: "white",
    precedence: 2,
    names: { en: "The Nativity of the Lord (Christmas)", vi: "Lễ Chúa Giáng Sinh" },
  },
  {
    key: "holyFamily",
    anchor: "holyFamily",
    offset: 0,
    rank: "feastOfTheLord",
    colour: "white",
    precedence: 5,
    names: {
      en: "The Holy Family of Jesus, Mary and Joseph",
      vi: "Lễ Thánh Gia Thất Chúa Giêsu, Đức Maria và Thánh Giuse",
    },
  },
  {
    key: "epiphany",
    anchor: "epiphany",
    offset: 0,
    rank: "solemnity",
    colour: "white",
    precedence: 2,
    names: { en: "The Epiphany of the Lord", vi: "Lễ Chúa Hiển Linh" },
  },
  {
    key: "baptismOfTheLord",
    anchor: "baptism",
    offset: 0,
    rank: "feastOfTheLord",
    colour: "white",
    precedence: 5,
    names: { en: "The Baptism of the Lord", vi: "Lễ Chúa Giêsu Chịu Phép Rửa" },
  },
  {
    key: "ashWednesday",
    anchor: "easter",
    offset: -46,
    rank: "weekday",
    colour: "violet",
    precedence: 2,
    names: { en: "Ash Wednesday", vi: "Thứ Tư Lễ Tro" },
  },
  {
    key: "palmSunday",
    anchor: "easter",
    offset: -7,
    rank: "sunday",
    colour: "red",
    precedence: 2,
    names: { en: "Palm Sunday of the Passion of the Lord", vi: "Chúa Nhật Lễ Lá" },
  },
  {
    key: "holyThursday",
    anchor: "easter",
    offset: -3,
    rank: "triduum",
    colour: "white",
    precedence: 1,
    names: { en: "Holy Thursday", vi: "Thứ Năm Tuần Thánh" },
  },
  {
    key: "goodFriday",
    anchor: "easter",
    offset: -2,
    rank: "triduum",
    colour: "red",
    precedence: 1,
    names: { en: "Friday of the Passion of the Lord (Good Friday)", vi: "Thứ Sáu Tuần Thánh" },
  },
  {
    key: "holySaturday",
    anchor: "easter",
    offset: -1,
    rank: "triduum",
    colour: "violet",
    precedence: 1,
    names: { en: "Holy Saturday", vi: "Thứ Bảy Tuần Thánh" },
  },
  {
    key: "easter",
    anchor: "easter",
    offset: 0,
    rank: "solemnity",
    colour: "white",
    precedence: 1,
    names: { en: "Easter Sunday of the Resurrection of the Lord", vi: "Chúa Nhật Phục Sinh" },
  },
  {
    key: "divineMercySunday",
    anchor: "easter",
    offset: 7,
    rank: "sunday",
    colour: "white",
    precedence: 2,
    names: {
      en: "Second Sunday of Easter (Sunday of Divine Mercy)",
      vi: "Chúa Nhật II Phục Sinh – Kính Lòng Chúa Thương Xót",
    },
  },
  {
    key: "ascension",
    anchor: "easter",
    offset: 42,
    rank: "solemnity",
    colour: "white",
    precedence: 2,
    names: { en: "The Ascension of the Lord", vi: "Lễ Chúa Thăng Thiên" },
  },
  {
    key: "pentecost",
    anchor: "easter",
    offset: 49,
    rank: "solemnity",
    colour: "red",
    precedence: 2,
    names: { en: "Pentecost Sunday", vi: "Lễ Chúa Thánh Thần Hiện Xuống" },
  },
  {
    key: "maryMotherOfTheChurch",
    anchor: "easter",
    offset: 50,
    rank: "memorial",
    colour: "white",
    precedence: 10,
    names: { en: "The Blessed Virgin Mary, Mother of the Church", vi: "Đức Trinh Nữ Maria, Mẹ Giáo Hội" },
  },
  {
    key: "trinity",
    anchor: "easter",
    offset: 56,
    rank: "solemnity",
    colour: "white",
    precedence: 3,
    names: { en: "The Most Holy Trinity", vi: "Lễ Chúa Ba Ngôi" },
  },
  {
    key: "corpusChristi",
    anchor: "easter",
    offset: 63,
    rank: "solemnity",
    colour: "white",
    precedence: 3,
    names: { en: "The Most Holy Body and Blood of Christ", vi: "Lễ Mình và Máu Thánh Chúa Kitô" },
  },
  {
    key: "sacredHeart",
    anchor: "easter",
    offset: 68,
    rank: "solemnity",
    colour: "white",
    precedence: 3,
    names: { en: "The Most Sacred Heart of Jesus", vi: "Lễ Thánh Tâm Chúa Giêsu" },
  },
  {
    key: "immaculateHeart",
    anchor: "easter",
    offset: 69,
    rank: "memorial",
    colour: "white",
    precedence: 10,
    names: { en: "The Immaculate Heart of the Blessed Virgin Mary", vi: "Trái Tim Vô Nhiễm Đức Mẹ" },
  },
  {
    key: "christTheKing",
    anchor: "advent",
    offset: -7,
    rank: "solemnity",
    colour: "white",
    precedence: 3,
    names: { en: "Our Lord Jesus Christ, King of the Universe", vi: "Lễ Chúa Giêsu Kitô, Vua Vũ Trụ" },
  },
  {
    key: "thanksgiving",
    anchor: "thanksgiving",
    offset: 0,
    rank: "optionalMemorial",
    colour: "white",
    precedence: 12,
    rule: "evenOnMemorials",
    names: { en: "Thanksgiving Day", vi: "Lễ Tạ Ơn" },
  },
];

/** The movable celebrations of a year, each on its day, highest precedence first. */
export function movableCelebrationsOf(year: number, { ascensionOnThursday }: { ascensionOnThursday: boolean }) {
  // Thursday of the Sixth Week of Easter, three days before the Sunday, the Seventh Sunday of Easter then keeping its own name.
  const moved = (key: string, offset: number) => (key === "ascension" && ascensionOnThursday ? offset - 3 : offset);
  return movableCelebrations
    .map(({ anchor, offset, ...celebration }) => ({
      ...celebration,
      day: anchors[anchor](year) + moved(celebration.key, offset),
    }))
    .sort((a, b) => a.precedence - b.precedence);
}
