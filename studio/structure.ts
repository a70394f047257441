import { BellIcon, CalendarIcon, CogIcon, DocumentTextIcon, HeartIcon, TagIcon, UserIcon } from "@sanity/icons";
import type { ComponentType } from "react";
import type { StructureBuilder, StructureResolver } from "sanity/structure";
import { siteSettingsId } from "./schema-types/site-settings";

/** One entry of the desk: every document of a type, in the order the site shows them. */
function typeList(S: StructureBuilder, options: { type: string; title: string; vi: string; icon: ComponentType; orderBy: string; direction: "asc" | "desc" }) {
  const { type, title, vi, icon, orderBy, direction } = options;
  return S.listItem()
    .title(`${title} · ${vi}`)
    .icon(icon)
    .child(S.documentTypeList(type).title(title).defaultOrdering([{ field: orderBy, direction }]));
}

/** The desk as the office thinks of it: what they change each week first, the settings last. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Parish website · Trang web giáo xứ")
    .items([
      typeList(S, { type: "announcement", title: "Notices and announcements", vi: "Thông Báo", icon: BellIcon, orderBy: "publishDate", direction: "desc" }),
      typeList(S, { type: "announcementCategory", title: "Announcement categories", vi: "Các Mục Thông Báo", icon: TagIcon, orderBy: "displayOrder", direction: "asc" }),
      typeList(S, { type: "memorial", title: "Memorials", vi: "Tưởng Niệm", icon: HeartIcon, orderBy: "_createdAt", direction: "desc" }),
      S.divider(),
      typeList(S, { type: "page", title: "Pages", vi: "Các Trang", icon: DocumentTextIcon, orderBy: "path", direction: "asc" }),
      typeList(S, { type: "staffMember", title: "Staff", vi: "Ban Điều Hành", icon: UserIcon, orderBy: "displayOrder", direction: "asc" }),
      typeList(S, { type: "scheduleChange", title: "Holy-day and special schedules", vi: "Lịch Lễ Đặc Biệt", icon: CalendarIcon, orderBy: "date", direction: "desc" }),
      S.divider(),
      S.listItem()
        .title("Settings · Cài Đặt")
        .id(siteSettingsId)
        .icon(CogIcon)
        .child(S.document().schemaType("siteSettings").documentId(siteSettingsId).title("Settings · Cài Đặt")),
    ]);
