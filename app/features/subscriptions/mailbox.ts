/** Mail services that read every dot in the name before the @ as nothing: `j.doe` and `jdoe` are one mailbox. */
const DOTS_IGNORED = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as most mail services read it: lower case, without a `+tag`, and for Gmail without
 * dots and under one name. Limits count mailboxes, so `victim+1@…`, `v.ictim@…` cannot each be sent a confirmation.
 */
export function canonicalMailbox(address: string): string {
  const at = address.lastIndexOf("@");
  if (at === -1) return address.toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  let name = address.slice(0, at).toLowerCase();
  const plus = name.indexOf("+");
  if (plus > 0) name = name.slice(0, plus);
  if (!DOTS_IGNORED.has(domain)) return `${name}@${domain}`;
  return `${name.replaceAll(".", "")}@gmail.com`;
}

/** The part after the @, lower case: new addresses are limited per domain, whatever the names before it. */
export function mailDomain(address: string): string {
  return canonicalMailbox(address).split("@").pop() ?? "";
}
