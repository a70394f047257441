import type { FieldSpec, FormSpec, RequestKind } from "./form-spec";

/*
 * The requests a parish office handles every week, with the fields a Vietnamese parish office asks for, and the page
 * each one is on. The contact form (contact-spec.ts) is not among them: the home page has it, and needs none of these.
 */

export type OfficeKind = Exclude<RequestKind, "contact">;

const NAME = 200;
const SHORT = 200;
const LONG = 2000;

const requester = [
  {
    name: "name",
    type: "text",
    max: NAME,
    required: true,
    autoComplete: "name",
    messages: { required: "nameRequired", tooLong: "nameTooLong" },
  },
  { name: "phone", type: "tel", required: true },
  { name: "email", type: "email", required: true },
] as const satisfies readonly FieldSpec[];

const notes = { name: "notes", type: "textarea", max: LONG, rows: 3 } as const satisfies FieldSpec;

/** Each child's name, birth date, school grade and sacraments: the same for both schools. */
const enrollment = (kind: "vietnameseSchool" | "religiousEducation"): FormSpec => ({
  kind,
  title: "parentName",
  replyTo: "email",
  fields: [
    { name: "parentName", type: "text", max: NAME, required: true, autoComplete: "name" },
    { name: "phone", type: "tel", required: true },
    { name: "email", type: "email", required: true },
    { name: "address", type: "text", max: 300, autoComplete: "address-line1" },
    {
      group: "children",
      slots: 4,
      fields: [
        { name: "childName", type: "text", max: NAME, required: true },
        { name: "christianName", type: "text", max: 100 },
        { name: "birthDate", type: "date", when: "past", required: true },
        { name: "grade", type: "text", max: 20, hint: "own" },
        { name: "sacraments", type: "checks", options: ["baptized", "firstCommunion", "confirmed"] },
      ],
    },
    notes,
  ],
});

export const officeFormSpecs: Record<OfficeKind, FormSpec> = {
  massIntention: {
    kind: "massIntention",
    title: "intentionNames",
    replyTo: "email",
    fields: [
      {
        name: "intentionKind",
        type: "choice",
        options: ["deceased", "living", "thanksgiving", "special"],
        required: true,
      },
      { name: "intentionNames", type: "textarea", max: LONG, rows: 3, required: true, hint: "own" },
      { name: "preferredDates", type: "text", max: SHORT, hint: "own" },
      { name: "anyMass", type: "check" },
      { name: "deathDate", type: "date", when: "past", hint: "own", lunar: "gio" },
      { name: "gio", type: "lunarDate" },
      { name: "gioEveryYear", type: "check" },
      { name: "mayPublish", type: "check" },
      { name: "massLanguage", type: "choice", options: ["vi", "en", "either"], required: true },
      requester[0],
      requester[1],
      { name: "email", type: "email" },
    ],
    eitherOf: [{ fields: ["preferredDates", "anyMass", "gio", "deathDate"], error: "datesOrAny" }],
  },
  membership: {
    kind: "membership",
    title: "household",
    replyTo: "email",
    fields: [
      { name: "household", type: "text", max: NAME, required: true, autoComplete: "family-name" },
      { name: "address", type: "text", max: 300, required: true, autoComplete: "address-line1" },
      { name: "phone", type: "tel", required: true },
      { name: "email", type: "email", required: true },
      { name: "preferredLanguage", type: "choice", options: ["vi", "en"], required: true },
      {
        group: "members",
        slots: 6,
        fields: [
          { name: "memberName", type: "text", max: NAME, required: true },
          { name: "christianName", type: "text", max: 100 },
          { name: "birthDate", type: "date", when: "past" },
          { name: "sacraments", type: "checks", options: ["baptized", "firstCommunion", "confirmed", "married"] },
        ],
      },
    ],
  },
  baptism: {
    kind: "baptism",
    title: "childName",
    replyTo: "email",
    fields: [
      { name: "childName", label: "infantName", type: "text", max: NAME, required: true },
      { name: "christianName", type: "text", max: 100 },
      { name: "birthDate", type: "date", when: "past", required: true },
      { name: "fatherName", type: "text", max: NAME },
      { name: "motherName", type: "text", max: NAME },
      { name: "godfather", type: "text", max: NAME },
      { name: "godmother", type: "text", max: NAME },
      { name: "preferredDate", type: "date", when: "notPast" },
      ...requester,
      notes,
    ],
    eitherOf: [
      { fields: ["fatherName", "motherName"], error: "oneParent" },
      { fields: ["godfather", "godmother"], error: "oneGodparent" },
    ],
  },
  marriage: {
    kind: "marriage",
    title: "groomName",
    replyTo: "email",
    fields: [
      { name: "groomName", type: "text", max: NAME, required: true },
      { name: "brideName", type: "text", max: NAME, required: true },
      { name: "weddingDate", type: "date", when: "sixMonthsAhead", required: true },
      { name: "catholicParties", type: "choice", options: ["both", "one"], required: true },
      ...requester,
      notes,
    ],
  },
  funeral: {
    kind: "funeral",
    title: "deceasedName",
    replyTo: "email",
    fields: [
      { name: "deceasedName", type: "text", max: NAME, required: true },
      { name: "christianName", type: "text", max: 100 },
      { name: "deathDate", type: "date", when: "past", hint: "own", lunar: "gio" },
      { name: "gio", type: "lunarDate" },
      { name: "gioEveryYear", type: "check" },
      { name: "preferredDates", type: "text", max: SHORT },
      { name: "funeralHome", type: "text", max: SHORT },
      requester[0],
      { name: "relationship", type: "text", max: 100 },
      requester[1],
      { name: "email", type: "email" },
      notes,
    ],
  },
  vietnameseSchool: enrollment("vietnameseSchool"),
  religiousEducation: enrollment("religiousEducation"),
  prayer: {
    kind: "prayer",
    title: "intention",
    fields: [
      { name: "intention", type: "textarea", max: LONG, rows: 5, required: true },
      { name: "name", type: "text", max: NAME, autoComplete: "name" },
      { name: "readAloud", type: "choice", options: ["yes", "anonymous", "no"], required: true },
    ],
  },
};

/** The page each form is on. */
export const officeFormPages: Record<OfficeKind, string> = {
  massIntention: "/liturgy/mass-intentions",
  membership: "/about/becoming-member",
  baptism: "/sacraments/baptism",
  marriage: "/sacraments/matrimony",
  funeral: "/ministries/hospitality/bereavement",
  vietnameseSchool: "/vietnamese-school/registration",
  religiousEducation: "/faith-formation/religious-education",
  prayer: "/ministries/prayer/prayer-requests",
};

const officeKinds = Object.keys(officeFormSpecs) as OfficeKind[];

/** The form on a sub-page, if it has one. */
export function officeKindAt(path: string): OfficeKind | undefined {
  return officeKinds.find((kind) => officeFormPages[kind] === path);
}
