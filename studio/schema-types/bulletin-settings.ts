import { CogIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { both, titled } from "../bilingual-text";

/** The one bulletin settings document: its id is fixed, and the bulletin desk opens it directly. */
export const bulletinSettingsId = "bulletinSettings";

export const paperOptions = [
  { value: "letter", title: "Letter (8½ × 11 in) · Khổ Letter" },
  { value: "a4", title: "A4 · Khổ A4" },
] as const;

export const bulletinSettings = defineType({
  name: "bulletinSettings",
  title: titled("Bulletin settings", "Cài Đặt Bản Tin"),
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "paper",
      title: "Paper · Khổ giấy",
      description: both(
        "The paper the composed bulletin's PDF is laid out for.",
        "Khổ giấy của tập tin PDF Bản Tin được soạn tự động.",
      ),
      type: "string",
      options: { list: [...paperOptions], layout: "radio" },
      initialValue: "letter",
    }),
    bilingualField({
      name: "sacramentNotes",
      title: "Sacraments · Các Bí Tích",
      kind: "richText",
      requirement: "optional",
      what: "note",
      description: both(
        "Printed at the end of every composed bulletin: how to ask for a baptism, a wedding, the anointing of the sick…",
        "In ở cuối mỗi Bản Tin: cách xin Rửa Tội, Hôn Phối, Xức Dầu Bệnh Nhân…",
      ),
    }),
  ],
  preview: { prepare: () => ({ title: titled("Bulletin settings", "Cài Đặt Bản Tin") }) },
});
