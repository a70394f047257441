import { describe, expect, it } from "vitest";
import { canonicalMailbox, mailDomain } from "./mailbox";

describe("canonicalMailbox", () => {
  it("reads a +tag and capitals as the same mailbox", () => {
    expect(canonicalMailbox("Anna+news@Example.org")).toBe("anna@example.org");
    expect(canonicalMailbox("anna@example.org")).toBe("anna@example.org");
  });

  it("reads Gmail's dots and its other name as the same mailbox, and no one else's dots", () => {
    for (const variant of ["v.ictim@gmail.com", "victim+1@gmail.com", "Vic.Tim+x@googlemail.com", "victim@GMAIL.com"])
      expect(canonicalMailbox(variant), variant).toBe("victim@gmail.com");
    expect(canonicalMailbox("j.doe@example.org")).toBe("j.doe@example.org");
  });

  it("keeps a name that only starts with +, and gives the domain", () => {
    expect(canonicalMailbox("+x@example.org")).toBe("+x@example.org");
    expect(mailDomain("a.b+c@GoogleMail.com")).toBe("gmail.com");
  });
});
