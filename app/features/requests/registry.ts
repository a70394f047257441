import { contactSpec } from "#app/features/requests/contact-spec";
import type { FormSpec, RequestKind } from "./form-spec";
import { officeFormPages, officeFormSpecs } from "./kinds";

/** Every form the office receives, the contact form included: what the server, the store and the office's tools know. */
export const requestSpecs: Record<RequestKind, FormSpec> = { contact: contactSpec, ...officeFormSpecs };

export const requestKinds = Object.keys(requestSpecs) as RequestKind[];

/** The page each form is on; the contact form is also on the home page. */
export const requestPages: Record<RequestKind, string> = { contact: "/contact", ...officeFormPages };
