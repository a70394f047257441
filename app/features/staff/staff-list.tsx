import { Fragment } from "react";
import { ContentImage } from "#app/features/content/content-image";
import type { ImageSources } from "#app/features/content/images.server";
import type { Localized } from "#app/features/content/types";
import { pickLanguage } from "#app/features/content/localized";
import { useLanguage, useT } from "#app/i18n/use-language";
import { emailBreaks, initials } from "./initials";

/** A staff member as the page shows them, their photo's sizes already chosen by the server. */
export interface StaffCard {
  id: string;
  name: Localized<string>;
  role: Localized<string>;
  photo: ImageSources | null;
  phone: string | null;
  email: string | null;
}

const isBlank = (text: string) => text.trim() === "";

/** The element id of a person in the list, which a search result links to. */
export const staffAnchor = (id: string) => `staff-${id}`;

/** The priests, deacons and office staff in the office's order, each with a photo when there is one. */
export function StaffList({ staff }: { staff: readonly StaffCard[] }) {
  const lang = useLanguage();
  const t = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="staff-list">
      {staff.map((member) => (
        <li
          key={member.id}
          id={staffAnchor(member.id)}
          className="flex scroll-mt-24 gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
          {member.photo ? (
            <ContentImage
              image={member.photo}
              sizes="6rem"
              lazy
              className="h-24 w-24 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              data-testid="staff-initials"
              className="flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-blue-100 text-3xl font-bold text-blue-900"
            >
              {initials(pickLanguage(member.name, lang, isBlank) ?? "")}
            </span>
          )}
          <div className="min-w-0">
            <p className="text-lg font-bold text-blue-950">{pickLanguage(member.name, lang, isBlank)}</p>
            <p className="text-stone-700">{pickLanguage(member.role, lang, isBlank)}</p>
            {member.phone && (
              <p>
                <span className="sr-only">{t("chrome.contact.phone")}: </span>
                <a
                  href={`tel:${member.phone.replace(/[^\d+]/g, "")}`}
                  className="font-semibold text-blue-900 underline underline-offset-2"
                >
                  {member.phone}
                </a>
              </p>
            )}
            {member.email && (
              <p className="break-words">
                <span className="sr-only">{t("chrome.contact.email")}: </span>
                <a href={`mailto:${member.email}`} className="font-semibold text-blue-900 underline underline-offset-2">
                  {emailBreaks(member.email).map((part, index) => (
                    <Fragment key={part + String(index)}>
                      {index > 0 && <wbr />}
                      {part}
                    </Fragment>
                  ))}
                </a>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
