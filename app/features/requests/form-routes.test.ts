import { describe, expect, it } from "vitest";
import { EnvError } from "#app/config/env.server";
import { formRoutes } from "./form-routes";

describe("REQUESTS_TO's forms", () => {
  it("gives each named form its address", () => {
    expect(formRoutes({ "mass-intention": "priest@example.org", baptism: "office@example.org" })).toEqual({
      massIntention: "priest@example.org",
      baptism: "office@example.org",
    });
    expect(formRoutes({})).toEqual({});
  });

  it("stops on a name that is no form's, naming the variable and the forms", () => {
    expect(() => formRoutes({ wedding: "priest@example.org" })).toThrow(EnvError);
    expect(() => formRoutes({ wedding: "priest@example.org" })).toThrow(
      /REQUESTS_TO: unknown form "wedding"; the forms are contact, .*mass-intention/,
    );
  });
});
