import {
  BellIcon,
  BookIcon,
  CalendarIcon,
  ClockIcon,
  CogIcon,
  DocumentPdfIcon,
  DocumentTextIcon,
  EditIcon,
  EnvelopeIcon,
  HeartIcon,
  ImagesIcon,
  PublishIcon,
  TagIcon,
  UserIcon,
} from "@sanity/icons";
import type { ComponentType } from "react";
import type { StructureBuilder, StructureResolver } from "sanity/structure";
import { forLocale, titled } from "./bilingual-text";
import { ComingBulletin } from "./coming-bulletin";
import { bulletinSettingsId } from "./schema-types/bulletin-settings";
import { requestKindOptions, requestStatuses } from "./schema-types/request";
import { siteSettingsId } from "./schema-types/site-settings";

/**
 * The requests visitors sent, by status and by form. Their ids lie under the private `requests.` path, so each list
 * names its filter rather than relying on the type lists' defaults.
 */
function requestsItem(S: StructureBuilder, say: (text: string) => string) {
  const list = (id: string, title: string, filter: string, params: Record<string, string> = {}) =>
    S.listItem()
      .id(id)
      .title(say(title))
      .child(
        S.documentList()
          .id(id)
          .title(say(title))
          .schemaType("request")
          .filter(`_type == "request" && ${filter}`)
          .params(params)
          .defaultOrdering([{ field: "receivedAt", direction: "desc" }]),
      );
  return S.listItem()
    .id("requests")
    .title(say(titled("Requests", "Đơn Từ")))
    .icon(EnvelopeIcon)
    .child(
      S.list()
        .title(say(titled("Requests", "Đơn Từ")))
        .items([
          ...requestStatuses.map((status) =>
            list(`requests-${status.value}`, status.title, "status == $status", { status: status.value }),
          ),
          S.divider(),
          ...requestKindOptions.map((kind) =>
            list(`requests-${kind.value}`, kind.title, "kind == $kind", { kind: kind.value }),
          ),
        ]),
    );
}

/**
 * The bulletin desk: the coming Sunday's bulletin as the website composed it (to preview and publish), the bulletins
 * published, the pastor's letters and items written for a Sunday, and the bulletin's settings.
 */
function bulletinItem(S: StructureBuilder, say: (text: string) => string) {
  const item = S.listItem().id("bulletin").title(say("Bulletins · Bản Tin")).icon(DocumentPdfIcon);
  const coming = S.listItem()
    .id("coming")
    .title(say(titled("This Sunday's bulletin", "Bản Tin Chúa Nhật này")))
    .icon(PublishIcon);
  const settings = S.listItem().id(bulletinSettingsId).title(say("Bulletin settings · Cài Đặt Bản Tin")).icon(CogIcon);
  return item.child(
    S.list()
      .id("bulletin")
      .title(item.getTitle() ?? "")
      .items([
        coming.child(
          S.component(ComingBulletin)
            .id("coming")
            .title(coming.getTitle() ?? ""),
        ),
        typeList(S, say, {
          type: "bulletin",
          label: "Published bulletins · Bản Tin đã đăng",
          title: "Published bulletins · Bản Tin đã đăng",
          icon: DocumentPdfIcon,
          orderBy: "date",
          direction: "desc",
        }),
        typeList(S, say, {
          type: "bulletinSunday",
          label: "Letters and items · Thư và tin riêng",
          title: "Pastor's letters and items · Thư Cha Xứ và tin riêng",
          icon: EditIcon,
          orderBy: "date",
          direction: "desc",
        }),
        settings.child(
          S.document()
            .schemaType("bulletinSettings")
            .documentId(bulletinSettingsId)
            .title(settings.getTitle() ?? ""),
        ),
      ]),
  );
}

/**
 * One entry of the desk: every document of a type, in the order the site shows them. The entry's label (English ·
 * Vietnamese) must fit the desk's first column, about 36 characters; the list it opens carries the full `title`. A
 * Studio in Vietnamese shows the Vietnamese half only.
 */
function typeList(
  S: StructureBuilder,
  say: (text: string) => string,
  options: {
    type: string;
    label: string;
    title: string;
    icon: ComponentType;
    orderBy: string;
    direction: "asc" | "desc";
  },
) {
  const { type, label, title, icon, orderBy, direction } = options;
  return S.listItem()
    .id(type)
    .title(say(label))
    .icon(icon)
    .child(
      S.documentTypeList(type)
        .title(say(title))
        .defaultOrdering([{ field: orderBy, direction }]),
    );
}

/** The desk as the office thinks of it: what they change each week first, the settings last. */
export const structure: StructureResolver = (S, context) => {
  const say = (text: string) => forLocale(text, context.i18n.currentLocale.id);
  return S.list()
    .title(say("Parish website · Trang web giáo xứ"))
    .items([
      requestsItem(S, say),
      typeList(S, say, {
        type: "scheduledIntention",
        label: "Mass intentions · Ý Lễ",
        title: "Scheduled Mass intentions · Ý lễ đã xếp lịch",
        icon: BookIcon,
        orderBy: "date",
        direction: "desc",
      }),
      S.divider(),
      typeList(S, say, {
        type: "announcement",
        label: "Notices · Thông Báo",
        title: "Notices and announcements · Thông Báo",
        icon: BellIcon,
        orderBy: "publishDate",
        direction: "desc",
      }),
      typeList(S, say, {
        type: "announcementCategory",
        label: "Categories · Nhóm Thông Báo",
        title: "Announcement categories · Nhóm Thông Báo",
        icon: TagIcon,
        orderBy: "displayOrder",
        direction: "asc",
      }),
      bulletinItem(S, say),
      typeList(S, say, {
        type: "galleryAlbum",
        label: "Photo albums · Album Hình",
        title: "Photo albums · Album Hình",
        icon: ImagesIcon,
        orderBy: "date",
        direction: "desc",
      }),
      typeList(S, say, {
        type: "memorial",
        label: "Memorials · Tưởng Niệm",
        title: "Memorials · Tưởng Niệm",
        icon: HeartIcon,
        orderBy: "_createdAt",
        direction: "desc",
      }),
      S.divider(),
      typeList(S, say, {
        type: "page",
        label: "Pages · Các Trang",
        title: "Pages · Các Trang",
        icon: DocumentTextIcon,
        orderBy: "path",
        direction: "asc",
      }),
      typeList(S, say, {
        type: "staffMember",
        label: "Staff · Ban Điều Hành",
        title: "Staff · Ban Điều Hành",
        icon: UserIcon,
        orderBy: "displayOrder",
        direction: "asc",
      }),
      typeList(S, say, {
        type: "weeklySchedule",
        label: "Weekly Mass times · Giờ Lễ Hằng Tuần",
        title: "Weekly Mass schedules · Lịch Thánh Lễ hằng tuần",
        icon: ClockIcon,
        orderBy: "validFrom",
        direction: "desc",
      }),
      typeList(S, say, {
        type: "scheduleChange",
        label: "Holy days · Lịch Lễ Đặc Biệt",
        title: "Holy-day and special schedules · Lịch Lễ Đặc Biệt",
        icon: CalendarIcon,
        orderBy: "date",
        direction: "desc",
      }),
      S.divider(),
      S.listItem()
        .title(say("Settings · Cài Đặt"))
        .id(siteSettingsId)
        .icon(CogIcon)
        .child(S.document().schemaType("siteSettings").documentId(siteSettingsId).title(say("Settings · Cài Đặt"))),
    ]);
};
