import { describe, expect, it } from "vitest";
import { celebrated } from "./liturgical-day";
import { isLiturgicalDateKey, liturgicalDay } from "./liturgical-day.server";
import { NO_PROPER_CALENDAR } from "./parish-calendar";
import { embeddedParish } from "../../../tests/support/embedded-parish";

const PROPER = embeddedParish.properCalendar;

const JOSEPH = ["Saint Joseph, Spouse of the Blessed Virgin Mary", "Thánh Giuse, Bạn Trăm Năm Đức Trinh Nữ Maria"];
const ANNUNCIATION = ["The Annunciation of the Lord", "Lễ Truyền Tin"];
const IMMACULATE = ["The Immaculate Conception of the Blessed Virgin Mary", "Đức Mẹ Vô Nhiễm Nguyên Tội"];
const MARTYRS = ["Saint Andrew Dũng-Lạc, Priest, and Companions, Martyrs", "Các Thánh Tử Đạo Việt Nam"];
const CHRIST_THE_KING = ["Our Lord Jesus Christ, King of the Universe", "Lễ Chúa Giêsu Kitô, Vua Vũ Trụ"];
const ASCENSION = ["The Ascension of the Lord", "Lễ Chúa Thăng Thiên"];
const PATRON = PROPER.patronalFeast;
const LA_VANG = [PATRON?.name.en ?? "", PATRON?.name.vi ?? ""];

/**
 * Days as the USCCB's liturgical calendar for the dioceses of the United States gives them, with the Ascension on
 * Sunday (Province of San Antonio) and this parish's proper calendar (La Vang on August 17, the Vietnamese Martyrs as a
 * solemnity). Columns: date, season, rank, colour, [English, Vietnamese], optional memorials (English).
 */
const DAYS: ReadonlyArray<[string, string, string, string, string[], string[]]> = [
  // Transfers of Saint Joseph and the Annunciation.
  ["2028-03-19", "lent", "sunday", "violet", ["3rd Sunday of Lent", "Chúa Nhật III Mùa Chay"], []],
  ["2028-03-20", "lent", "solemnity", "white", JOSEPH, []],
  ["2024-03-19", "lent", "solemnity", "white", JOSEPH, []],
  ["2032-03-19", "lent", "solemnity", "white", JOSEPH, []],
  ["2024-03-25", "lent", "weekday", "violet", ["Monday of Holy Week", "Thứ Hai Tuần Thánh"], []],
  ["2024-04-08", "easter", "solemnity", "white", ANNUNCIATION, []],
  ["2027-03-25", "triduum", "triduum", "white", ["Holy Thursday", "Thứ Năm Tuần Thánh"], []],
  ["2027-04-05", "easter", "solemnity", "white", ANNUNCIATION, []],
  ["2029-03-25", "lent", "sunday", "red", ["Palm Sunday of the Passion of the Lord", "Chúa Nhật Lễ Lá"], []],
  ["2029-04-09", "easter", "solemnity", "white", ANNUNCIATION, []],
  ["2031-03-25", "lent", "solemnity", "white", ANNUNCIATION, []],
  ["2032-04-05", "easter", "solemnity", "white", ANNUNCIATION, []],
  // 2035: Saint Joseph in Holy Week goes to the Saturday before Palm Sunday, the Annunciation on Easter to the Monday after the octave.
  ["2035-03-17", "lent", "solemnity", "white", JOSEPH, []],
  ["2035-03-19", "lent", "weekday", "violet", ["Monday of Holy Week", "Thứ Hai Tuần Thánh"], []],
  ["2035-04-02", "easter", "solemnity", "white", ANNUNCIATION, []],
  // Advent, the Immaculate Conception, Guadalupe and December 17–24.
  ["2024-12-01", "advent", "sunday", "violet", ["1st Sunday of Advent", "Chúa Nhật I Mùa Vọng"], []],
  ["2024-12-08", "advent", "sunday", "violet", ["2nd Sunday of Advent", "Chúa Nhật II Mùa Vọng"], []],
  ["2024-12-09", "advent", "solemnity", "white", IMMACULATE, []],
  ["2025-12-08", "advent", "solemnity", "white", IMMACULATE, []],
  ["2025-12-12", "advent", "feast", "white", ["Our Lady of Guadalupe", "Đức Mẹ Guadalupe"], []],
  ["2027-12-12", "advent", "sunday", "rose", ["3rd Sunday of Advent", "Chúa Nhật III Mùa Vọng"], []],
  [
    "2025-12-17",
    "advent",
    "weekday",
    "violet",
    ["Wednesday of the 3rd Week of Advent", "Thứ Tư Tuần III Mùa Vọng"],
    [],
  ],
  [
    "2025-12-23",
    "advent",
    "weekday",
    "violet",
    ["Tuesday of the 4th Week of Advent", "Thứ Ba Tuần IV Mùa Vọng"],
    ["Saint John of Kanty, Priest"],
  ],
  [
    "2026-12-21",
    "advent",
    "weekday",
    "violet",
    ["Monday of the 4th Week of Advent", "Thứ Hai Tuần IV Mùa Vọng"],
    ["Saint Peter Canisius, Priest and Doctor of the Church"],
  ],
  // Christmas Time, the Holy Family, the Epiphany and the Baptism on the US rules.
  ["2025-12-25", "christmas", "solemnity", "white", ["The Nativity of the Lord (Christmas)", "Lễ Chúa Giáng Sinh"], []],
  [
    "2025-12-26",
    "christmas",
    "feast",
    "red",
    ["Saint Stephen, the First Martyr", "Thánh Stêphanô, tử đạo tiên khởi"],
    [],
  ],
  [
    "2025-12-28",
    "christmas",
    "feastOfTheLord",
    "white",
    ["The Holy Family of Jesus, Mary and Joseph", "Lễ Thánh Gia Thất Chúa Giêsu, Đức Maria và Thánh Giuse"],
    [],
  ],
  [
    "2027-12-26",
    "christmas",
    "feastOfTheLord",
    "white",
    ["The Holy Family of Jesus, Mary and Joseph", "Lễ Thánh Gia Thất Chúa Giêsu, Đức Maria và Thánh Giuse"],
    [],
  ],
  [
    "2025-12-29",
    "christmas",
    "weekday",
    "white",
    ["Fifth Day within the Octave of Christmas", "Ngày thứ năm trong Tuần Bát Nhật Giáng Sinh"],
    ["Saint Thomas Becket, Bishop and Martyr"],
  ],
  ["2033-12-25", "christmas", "solemnity", "white", ["The Nativity of the Lord (Christmas)", "Lễ Chúa Giáng Sinh"], []],
  [
    "2033-12-30",
    "christmas",
    "feastOfTheLord",
    "white",
    ["The Holy Family of Jesus, Mary and Joseph", "Lễ Thánh Gia Thất Chúa Giêsu, Đức Maria và Thánh Giuse"],
    [],
  ],
  ["2026-01-01", "christmas", "solemnity", "white", ["Mary, the Holy Mother of God", "Đức Maria, Mẹ Thiên Chúa"], []],
  [
    "2024-01-03",
    "christmas",
    "weekday",
    "white",
    ["Wednesday of Christmas Time", "Thứ Tư Mùa Giáng Sinh"],
    ["The Most Holy Name of Jesus"],
  ],
  [
    "2024-01-04",
    "christmas",
    "memorial",
    "white",
    ["Saint Elizabeth Ann Seton, Religious", "Thánh Êlisabét Anna Seton, nữ tu"],
    [],
  ],
  ["2027-01-05", "christmas", "memorial", "white", ["Saint John Neumann, Bishop", "Thánh Gioan Neumann, giám mục"], []],
  [
    "2025-01-06",
    "christmas",
    "weekday",
    "white",
    ["Monday after Epiphany", "Thứ Hai sau Lễ Hiển Linh"],
    ["Saint André Bessette, Religious"],
  ],
  ["2024-01-07", "christmas", "solemnity", "white", ["The Epiphany of the Lord", "Lễ Chúa Hiển Linh"], []],
  [
    "2024-01-08",
    "christmas",
    "feastOfTheLord",
    "white",
    ["The Baptism of the Lord", "Lễ Chúa Giêsu Chịu Phép Rửa"],
    [],
  ],
  [
    "2024-01-09",
    "ordinary",
    "weekday",
    "green",
    ["Tuesday of the 1st Week in Ordinary Time", "Thứ Ba Tuần I Thường Niên"],
    [],
  ],
  [
    "2026-01-11",
    "christmas",
    "feastOfTheLord",
    "white",
    ["The Baptism of the Lord", "Lễ Chúa Giêsu Chịu Phép Rửa"],
    [],
  ],
  // Ordinary Time before Lent, US days and Sundays that a feast of the Lord takes.
  [
    "2026-01-22",
    "ordinary",
    "memorial",
    "violet",
    [
      "Day of Prayer for the Legal Protection of Unborn Children",
      "Ngày Cầu Nguyện cho Việc Bảo Vệ Thai Nhi trước Pháp Luật",
    ],
    [],
  ],
  ["2032-01-25", "ordinary", "sunday", "green", ["3rd Sunday in Ordinary Time", "Chúa Nhật III Thường Niên"], []],
  [
    "2031-02-02",
    "ordinary",
    "feastOfTheLord",
    "white",
    ["The Presentation of the Lord", "Lễ Dâng Chúa Giêsu trong Đền Thánh"],
    [],
  ],
  [
    "2025-02-14",
    "ordinary",
    "memorial",
    "white",
    ["Saints Cyril, Monk, and Methodius, Bishop", "Thánh Cyrillô, đan sĩ, và Thánh Mêthôđiô, giám mục"],
    [],
  ],
  [
    "2025-03-03",
    "ordinary",
    "weekday",
    "green",
    ["Monday of the 8th Week in Ordinary Time", "Thứ Hai Tuần VIII Thường Niên"],
    ["Saint Katharine Drexel, Virgin"],
  ],
  // Obligatory memorials on weekdays.
  ["2025-01-31", "ordinary", "memorial", "white", ["Saint John Bosco, Priest", "Thánh Gioan Bosco, linh mục"], []],
  [
    "2026-01-28",
    "ordinary",
    "memorial",
    "white",
    ["Saint Thomas Aquinas, Priest and Doctor of the Church", "Thánh Tôma Aquinô, linh mục, tiến sĩ Hội Thánh"],
    [],
  ],
  [
    "2027-02-05",
    "ordinary",
    "memorial",
    "red",
    ["Saint Agatha, Virgin and Martyr", "Thánh Agata, trinh nữ, tử đạo"],
    [],
  ],
  [
    "2025-06-13",
    "ordinary",
    "memorial",
    "white",
    ["Saint Anthony of Padua, Priest and Doctor of the Church", "Thánh Antôn Pađua, linh mục, tiến sĩ Hội Thánh"],
    [],
  ],
  [
    "2026-06-13",
    "ordinary",
    "memorial",
    "white",
    ["The Immaculate Heart of the Blessed Virgin Mary", "Trái Tim Vô Nhiễm Đức Mẹ"],
    [],
  ],
  [
    "2026-07-31",
    "ordinary",
    "memorial",
    "white",
    ["Saint Ignatius of Loyola, Priest", "Thánh Inhaxiô Loyola, linh mục"],
    [],
  ],
  [
    "2026-08-04",
    "ordinary",
    "memorial",
    "white",
    ["Saint John Vianney, Priest", "Thánh Gioan Maria Vianney, linh mục"],
    [],
  ],
  [
    "2025-09-27",
    "ordinary",
    "memorial",
    "white",
    ["Saint Vincent de Paul, Priest", "Thánh Vinh Sơn Phaolô, linh mục"],
    [],
  ],
  ["2025-10-07", "ordinary", "memorial", "white", ["Our Lady of the Rosary", "Đức Mẹ Mân Côi"], []],
  ["2025-12-13", "advent", "memorial", "red", ["Saint Lucy, Virgin and Martyr", "Thánh Lucia, trinh nữ, tử đạo"], []],
  // Lent: memorials kept only as commemorations.
  ["2024-02-14", "lent", "weekday", "violet", ["Ash Wednesday", "Thứ Tư Lễ Tro"], []],
  [
    "2032-02-14",
    "lent",
    "weekday",
    "violet",
    ["Saturday after Ash Wednesday", "Thứ Bảy sau Lễ Tro"],
    ["Saints Cyril, Monk, and Methodius, Bishop"],
  ],
  [
    "2026-03-07",
    "lent",
    "weekday",
    "violet",
    ["Saturday of the 2nd Week of Lent", "Thứ Bảy Tuần II Mùa Chay"],
    ["Saints Perpetua and Felicity, Martyrs"],
  ],
  ["2026-03-15", "lent", "sunday", "rose", ["4th Sunday of Lent", "Chúa Nhật IV Mùa Chay"], []],
  [
    "2026-04-03",
    "triduum",
    "triduum",
    "red",
    ["Friday of the Passion of the Lord (Good Friday)", "Thứ Sáu Tuần Thánh"],
    [],
  ],
  // Easter Time, the Ascension on Sunday, Pentecost and the solemnities after it.
  [
    "2026-04-05",
    "easter",
    "solemnity",
    "white",
    ["Easter Sunday of the Resurrection of the Lord", "Chúa Nhật Phục Sinh"],
    [],
  ],
  [
    "2026-04-07",
    "easter",
    "weekday",
    "white",
    ["Tuesday within the Octave of Easter", "Thứ Ba trong Tuần Bát Nhật Phục Sinh"],
    [],
  ],
  [
    "2026-04-12",
    "easter",
    "sunday",
    "white",
    ["Second Sunday of Easter (Sunday of Divine Mercy)", "Chúa Nhật II Phục Sinh – Kính Lòng Chúa Thương Xót"],
    [],
  ],
  [
    "2026-04-21",
    "easter",
    "weekday",
    "white",
    ["Tuesday of the 3rd Week of Easter", "Thứ Ba Tuần III Phục Sinh"],
    ["Saint Anselm, Bishop and Doctor of the Church"],
  ],
  ["2024-05-12", "easter", "solemnity", "white", ASCENSION, []],
  ["2030-06-02", "easter", "solemnity", "white", ASCENSION, []],
  ["2025-06-08", "easter", "solemnity", "red", ["Pentecost Sunday", "Lễ Chúa Thánh Thần Hiện Xuống"], []],
  [
    "2028-06-05",
    "ordinary",
    "memorial",
    "white",
    ["The Blessed Virgin Mary, Mother of the Church", "Đức Trinh Nữ Maria, Mẹ Giáo Hội"],
    [],
  ],
  ["2025-06-15", "ordinary", "solemnity", "white", ["The Most Holy Trinity", "Lễ Chúa Ba Ngôi"], []],
  [
    "2025-06-22",
    "ordinary",
    "solemnity",
    "white",
    ["The Most Holy Body and Blood of Christ", "Lễ Mình và Máu Thánh Chúa Kitô"],
    [],
  ],
  ["2025-06-27", "ordinary", "solemnity", "white", ["The Most Sacred Heart of Jesus", "Lễ Thánh Tâm Chúa Giêsu"], []],
  [
    "2025-06-28",
    "ordinary",
    "memorial",
    "white",
    ["The Immaculate Heart of the Blessed Virgin Mary", "Trái Tim Vô Nhiễm Đức Mẹ"],
    [],
  ],
  // Solemnities on Sundays in Ordinary Time, and summer saints.
  [
    "2028-06-24",
    "ordinary",
    "solemnity",
    "white",
    ["The Nativity of Saint John the Baptist", "Sinh Nhật Thánh Gioan Tẩy Giả"],
    [],
  ],
  [
    "2029-06-24",
    "ordinary",
    "solemnity",
    "white",
    ["The Nativity of Saint John the Baptist", "Sinh Nhật Thánh Gioan Tẩy Giả"],
    [],
  ],
  [
    "2025-06-29",
    "ordinary",
    "solemnity",
    "red",
    ["Saints Peter and Paul, Apostles", "Thánh Phêrô và Thánh Phaolô, tông đồ"],
    [],
  ],
  [
    "2025-07-01",
    "ordinary",
    "weekday",
    "green",
    ["Tuesday of the 13th Week in Ordinary Time", "Thứ Ba Tuần XIII Thường Niên"],
    ["Saint Junípero Serra, Priest"],
  ],
  [
    "2024-07-04",
    "ordinary",
    "weekday",
    "green",
    ["Thursday of the 13th Week in Ordinary Time", "Thứ Năm Tuần XIII Thường Niên"],
    ["Independence Day"],
  ],
  [
    "2025-07-14",
    "ordinary",
    "memorial",
    "white",
    ["Saint Kateri Tekakwitha, Virgin", "Thánh Kateri Tekakwitha, trinh nữ"],
    [],
  ],
  ["2025-07-22", "ordinary", "feast", "white", ["Saint Mary Magdalene", "Thánh Maria Mađalêna"], []],
  ["2026-08-06", "ordinary", "feastOfTheLord", "white", ["The Transfiguration of the Lord", "Lễ Chúa Hiển Dung"], []],
  ["2026-08-08", "ordinary", "memorial", "white", ["Saint Dominic, Priest", "Thánh Đaminh, linh mục"], []],
  [
    "2027-08-15",
    "ordinary",
    "solemnity",
    "white",
    ["The Assumption of the Blessed Virgin Mary", "Đức Mẹ Hồn Xác Lên Trời"],
    [],
  ],
  ["2025-08-17", "ordinary", "solemnity", "white", LA_VANG, []],
  ["2026-08-17", "ordinary", "solemnity", "white", LA_VANG, []],
  [
    "2025-08-28",
    "ordinary",
    "memorial",
    "white",
    ["Saint Augustine, Bishop and Doctor of the Church", "Thánh Augustinô, giám mục, tiến sĩ Hội Thánh"],
    [],
  ],
  // Autumn: the US saints, All Souls on a Sunday, Christ the King and the Vietnamese Martyrs.
  ["2025-09-09", "ordinary", "memorial", "white", ["Saint Peter Claver, Priest", "Thánh Phêrô Claver, linh mục"], []],
  ["2025-09-14", "ordinary", "feastOfTheLord", "red", ["The Exaltation of the Holy Cross", "Lễ Suy Tôn Thánh Giá"], []],
  [
    "2026-09-21",
    "ordinary",
    "feast",
    "red",
    ["Saint Matthew, Apostle and Evangelist", "Thánh Mátthêu, tông đồ, tác giả sách Tin Mừng"],
    [],
  ],
  [
    "2026-10-01",
    "ordinary",
    "memorial",
    "white",
    [
      "Saint Thérèse of the Child Jesus, Virgin and Doctor of the Church",
      "Thánh Têrêsa Hài Đồng Giêsu, trinh nữ, tiến sĩ Hội Thánh",
    ],
    [],
  ],
  [
    "2025-10-15",
    "ordinary",
    "memorial",
    "white",
    [
      "Saint Teresa of Jesus (of Ávila), Virgin and Doctor of the Church",
      "Thánh Têrêsa Avila, trinh nữ, tiến sĩ Hội Thánh",
    ],
    [],
  ],
  ["2027-10-18", "ordinary", "feast", "red", ["Saint Luke, Evangelist", "Thánh Luca, tác giả sách Tin Mừng"], []],
  ["2025-10-19", "ordinary", "sunday", "green", ["29th Sunday in Ordinary Time", "Chúa Nhật XXIX Thường Niên"], []],
  [
    "2026-10-19",
    "ordinary",
    "memorial",
    "red",
    [
      "Saints John de Brébeuf and Isaac Jogues, Priests, and Companions, Martyrs",
      "Thánh Gioan de Brébeuf và Thánh Isaac Jogues, linh mục, và các bạn, tử đạo",
    ],
    [],
  ],
  ["2026-11-01", "ordinary", "solemnity", "white", ["All Saints", "Các Thánh Nam Nữ"], []],
  [
    "2025-11-02",
    "ordinary",
    "solemnity",
    "violet",
    [
      "The Commemoration of All the Faithful Departed (All Souls)",
      "Cầu cho Các Tín Hữu Đã Qua Đời (Các Đẳng Linh Hồn)",
    ],
    [],
  ],
  [
    "2025-11-09",
    "ordinary",
    "feastOfTheLord",
    "white",
    ["The Dedication of the Lateran Basilica", "Lễ Cung Hiến Thánh Đường Latêranô"],
    [],
  ],
  [
    "2025-11-13",
    "ordinary",
    "memorial",
    "white",
    ["Saint Frances Xavier Cabrini, Virgin", "Thánh Phanxica Xaviê Cabrini, trinh nữ"],
    [],
  ],
  [
    "2025-11-18",
    "ordinary",
    "weekday",
    "green",
    ["Tuesday of the 33rd Week in Ordinary Time", "Thứ Ba Tuần XXXIII Thường Niên"],
    ["The Dedication of the Basilicas of Saints Peter and Paul, Apostles", "Saint Rose Philippine Duchesne, Virgin"],
  ],
  ["2025-11-23", "ordinary", "solemnity", "white", CHRIST_THE_KING, []],
  ["2025-11-24", "ordinary", "solemnity", "red", MARTYRS, []],
  ["2024-11-24", "ordinary", "solemnity", "white", CHRIST_THE_KING, []],
  ["2024-11-23", "ordinary", "solemnity", "red", MARTYRS, []],
  ["2030-11-23", "ordinary", "solemnity", "red", MARTYRS, []],
  [
    "2025-11-27",
    "ordinary",
    "weekday",
    "green",
    ["Thursday of the 34th Week in Ordinary Time", "Thứ Năm Tuần XXXIV Thường Niên"],
    ["Thanksgiving Day"],
  ],
  [
    "2029-11-22",
    "ordinary",
    "memorial",
    "red",
    ["Saint Cecilia, Virgin and Martyr", "Thánh Cêcilia, trinh nữ, tử đạo"],
    ["Thanksgiving Day"],
  ],
  [
    "2026-11-21",
    "ordinary",
    "memorial",
    "white",
    ["The Presentation of the Blessed Virgin Mary", "Đức Mẹ Dâng Mình trong Đền Thờ"],
    [],
  ],
  [
    "2027-09-29",
    "ordinary",
    "feast",
    "white",
    ["Saints Michael, Gabriel and Raphael, Archangels", "Các Tổng Lãnh Thiên Thần Micae, Gabrien và Raphae"],
    [],
  ],
  ["2025-11-30", "advent", "sunday", "violet", ["1st Sunday of Advent", "Chúa Nhật I Mùa Vọng"], []],
  ["2026-11-30", "advent", "feast", "red", ["Saint Andrew, Apostle", "Thánh Anrê, tông đồ"], []],
];

describe("liturgicalDay (United States, as this parish keeps it)", () => {
  it.each(DAYS)("%s is %s, %s, %s: %j", (date, season, rank, colour, [en, vi], optional) => {
    const day = liturgicalDay(date, PROPER);
    expect(day).toMatchObject({ date, season, rank, colour, celebration: { en, vi } });
    expect(day.optionalMemorials.map((names) => names.en)).toEqual(optional);
  });

  it("keeps the proper calendar the parish's settings give, and none without them", () => {
    const anne = {
      patronalFeast: {
        name: { en: "Saint Anne, Patroness of the Parish", vi: "Thánh Anna, Bổn Mạng Giáo Xứ" },
        month: 7,
        day: 27,
      },
      vietnameseMartyrsAsSolemnity: false,
      ascensionOnThursday: false,
    };
    expect(liturgicalDay("2026-07-27", anne)).toMatchObject({
      rank: "solemnity",
      celebration: anne.patronalFeast.name,
    });
    expect(liturgicalDay("2026-08-17", anne).rank).not.toBe("solemnity");
    expect(liturgicalDay("2026-11-24", anne)).toMatchObject({ rank: "memorial", celebration: { en: MARTYRS[0] } });
    expect(liturgicalDay("2026-08-17", NO_PROPER_CALENDAR).rank).not.toBe("solemnity");
    expect(liturgicalDay("2026-08-17", PROPER)).toMatchObject({ rank: "solemnity", celebration: { en: LA_VANG[0] } });
  });

  it("keeps the Ascension on its Thursday where the settings say the province does, the Sunday after it its own", () => {
    const thursday = { ...PROPER, ascensionOnThursday: true };
    // Easter 2027 is March 28: Thursday May 6 is the fortieth day, Sunday May 9 the Seventh Sunday of Easter.
    expect(liturgicalDay("2027-05-06", thursday)).toMatchObject({
      rank: "solemnity",
      celebration: { en: ASCENSION[0] },
    });
    expect(liturgicalDay("2027-05-09", thursday)).toMatchObject({
      rank: "sunday",
      celebration: { en: "7th Sunday of Easter" },
    });
    expect(liturgicalDay("2027-05-06", PROPER).rank).toBe("weekday");
    expect(liturgicalDay("2027-05-09", PROPER)).toMatchObject({ rank: "solemnity", celebration: { en: ASCENSION[0] } });
  });

  it("names optional memorials and commemorations in both languages", () => {
    expect(liturgicalDay("2026-03-07", PROPER).optionalMemorials).toEqual([
      { en: "Saints Perpetua and Felicity, Martyrs", vi: "Thánh Perpêtua và Thánh Fêlicita, tử đạo" },
    ]);
  });

  it("drops the memorials of the Easter octave and Holy Week, and a feast on a Sunday in Ordinary Time", () => {
    expect(liturgicalDay("2025-04-25", PROPER)).toMatchObject({
      rank: "weekday",
      celebration: { en: "Friday within the Octave of Easter" },
      optionalMemorials: [],
    });
    expect(liturgicalDay("2028-04-11", PROPER)).toMatchObject({
      rank: "weekday",
      celebration: { en: "Tuesday of Holy Week" },
      optionalMemorials: [],
    });
    expect(liturgicalDay("2027-07-25", PROPER)).toMatchObject({
      rank: "sunday",
      celebration: { en: "17th Sunday in Ordinary Time" },
    });
  });

  it("names Tết's three days beside the Roman day, which Ash Wednesday and the Sundays of Lent keep", () => {
    const tet = (date: string) => liturgicalDay(date, PROPER).tet;
    expect(tet("2027-02-06")).toEqual({
      day: 1,
      names: {
        en: "First Day of Tết Đinh Mùi (Lunar New Year): Peace in the New Year",
        vi: "Mùng Một Tết Đinh Mùi: Cầu Bình An Năm Mới",
      },
      prevails: true,
      colour: "white",
    });
    // The day is named by its Tết Mass and that Mass's white; where Tết gives way, by the Roman day and its colour.
    expect(celebrated(liturgicalDay("2027-02-06", PROPER))).toEqual({
      names: { en: expect.stringContaining("First Day of Tết"), vi: "Mùng Một Tết Đinh Mùi: Cầu Bình An Năm Mới" },
      rank: null,
      colour: "white",
    });
    expect(celebrated(liturgicalDay("2026-02-18", PROPER))).toMatchObject({
      names: { en: "Ash Wednesday" },
      colour: "violet",
    });
    // A Sunday in Ordinary Time and an obligatory memorial give way to the Tết Mass.
    expect(tet("2027-02-07")).toMatchObject({
      day: 2,
      names: { vi: "Mùng Hai Tết Đinh Mùi: Kính Nhớ Tổ Tiên và Ông Bà Cha Mẹ" },
      prevails: true,
    });
    expect(liturgicalDay("2025-01-31", PROPER)).toMatchObject({
      rank: "memorial",
      tet: { day: 3, names: { vi: "Mùng Ba Tết Ất Tỵ: Thánh Hóa Công Ăn Việc Làm" }, prevails: true },
    });
    // Ash Wednesday on Mùng Hai (2026) and Mùng Một (2032), the First Sunday of Lent on Mùng Ba (2018).
    expect(liturgicalDay("2026-02-18", PROPER)).toMatchObject({
      celebration: { en: "Ash Wednesday" },
      tet: {
        day: 2,
        names: { en: "Second Day of Tết Bính Ngọ: Remembrance of Ancestors and Parents" },
        prevails: false,
      },
    });
    expect(liturgicalDay("2032-02-11", PROPER)).toMatchObject({
      celebration: { en: "Ash Wednesday" },
      tet: { day: 1, prevails: false },
    });
    expect(liturgicalDay("2018-02-18", PROPER)).toMatchObject({
      celebration: { vi: "Chúa Nhật I Mùa Chay" },
      tet: { day: 3, prevails: false },
    });
    expect(liturgicalDay("2026-02-20", PROPER).tet).toBeNull();
    expect(liturgicalDay("2026-11-26", PROPER).lunar).toEqual({
      day: 18,
      month: 10,
      year: 2026,
      leapMonth: false,
      yearName: "Bính Ngọ",
    });
    expect(liturgicalDay("2150-01-01", PROPER).lunar).toBeNull();
  });
});

describe("isLiturgicalDateKey", () => {
  it("accepts real dates from 1970 to 2199 only", () => {
    expect(["2024-02-29", "1970-01-01", "2199-12-31"].map(isLiturgicalDateKey)).toEqual([true, true, true]);
    expect(
      ["2025-02-30", "2025-13-01", "abc", "1969-12-31", "2200-01-01", "2025-1-1", ""].map(isLiturgicalDateKey),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});
