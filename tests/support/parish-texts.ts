import { telOf } from "#app/features/parish/identity";
import { embeddedDataset, embeddedParish } from "./embedded-parish";

interface StaffDocument {
  _type?: string;
  name?: string;
  nameVi?: string;
  phone?: string;
  email?: string;
}

/**
 * What identifies this parish, read from the embedded dataset's settings and staff: its names, street address, every
 * phone number (as shown and as dialled), every email address, its title and its town. A site built on another
 * parish's dataset shows none of them.
 */
export function thisParishTexts(): string[] {
  const staff = embeddedDataset.filter(
    (document): document is StaffDocument => (document as StaffDocument)._type === "staffMember",
  );
  const phones = [
    embeddedParish.phone.display,
    embeddedParish.abuseReporting?.hotline.display,
    ...staff.map((member) => member.phone),
  ].filter((phone) => phone !== undefined);
  const texts = [
    embeddedParish.name.en,
    embeddedParish.name.vi,
    embeddedParish.address.street,
    embeddedParish.email,
    ...phones,
    ...phones.map(telOf),
    ...staff.flatMap((member) => [member.name, member.nameVi, member.email]),
    "La Vang",
    "Arlington",
  ];
  return [...new Set(texts.filter((text): text is string => Boolean(text)))];
}
