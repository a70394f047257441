import { PARISH_TIME_ZONE } from "./time-zone";

/**
 * Every fact about the parish lives here: changing parish means editing this file.
 * Values the specification withholds are obvious placeholders (555 numbers, example.org addresses);
 * the README lists them. Ids and secrets can also be overridden by environment variables
 * (see env.server.ts), which take precedence over the defaults below.
 */
export const parish = {
  name: { en: "Our Lady of La Vang Parish", vi: "Giáo Xứ Đức Mẹ La Vang" },
  churchType: { en: "Vietnamese Catholic Church", vi: "Cộng Đoàn Công Giáo Việt Nam" },
  location: { en: "Arlington, Texas", vi: "Arlington, Texas" },
  streetAddress: "1000 Example Parish Road",
  city: "Arlington",
  state: "TX",
  postalCode: "76010",
  country: "US",
  phone: { display: "(817) 555-0100", tel: "+18175550100" },
  email: "office@parish.example.org",
  /** Names as each language writes them: a Vietnamese parish says "Cha Giuse", not "Rev. Joseph". */
  clergy: [
    { role: "pastor", name: { en: "Rev. Joseph Nguyen", vi: "Cha Giuse Nguyễn" }, phone: { display: "(817) 555-0101", tel: "+18175550101" } },
    { role: "parochialVicar", name: { en: "Rev. Peter Tran", vi: "Cha Phêrô Trần" }, phone: { display: "(817) 555-0102", tel: "+18175550102" } },
    { role: "deacon", name: { en: "Deacon Paul Le", vi: "Thầy Phó Tế Phaolô Lê" }, phone: { display: "(817) 555-0103", tel: "+18175550103" } },
  ],
  officeHours: { from: "monday", to: "sunday", opens: "09:30", closes: "17:00" },
  timeZone: PARISH_TIME_ZONE,
  /**
   * The parish's proper calendar: its title, Our Lady of La Vang, as a solemnity on the date the parish sets (August 17,
   * the first day after the Assumption that displaces nothing in the General or US calendar), and the Vietnamese
   * Martyrs kept as a solemnity rather than a memorial.
   */
  properCalendar: {
    patronalFeast: { month: 8, day: 17 },
    vietnameseMartyrsAsSolemnity: true,
  },
  jubileeYear: 2025,
  foundedYear: 2000,
  social: {
    facebook: "https://www.facebook.com/parish.example",
    youtube: "https://www.youtube.com/@parish.example",
  },
  childAbuseReporting: {
    url: "https://fwdioc.org/victims-assistance",
    hotline: { display: "1-800-252-5400", tel: "+18002525400" },
  },
  map: {
    query: "1000 Example Parish Road, Arlington, TX 76010",
  },
  calendar: {
    en: "en.parish.example@group.calendar.google.com",
    vi: "vi.parish.example@group.calendar.google.com",
  },
  video: {
    playlists: { vi: "PL-parish-example-vi", en: "PL-parish-example-en" },
    /**
     * A video of the parish's own to show when the playlist cannot be read. None by default: the fallback is then the
     * language's playlist itself, which YouTube's player plays without the site's API key.
     */
    fallbackVideoId: null as string | null,
    englishOnlineMassUrl: "https://www.youtube.com/@parish.example/streams",
  },
} as const;

export type Parish = typeof parish;
export type ClergyRole = (typeof parish.clergy)[number]["role"];

export function fullAddress(): string {
  return `${parish.streetAddress}, ${parish.city}, ${parish.state} ${parish.postalCode}`;
}
