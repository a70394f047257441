import { describe, expect, it } from "vitest";
import { massesOn } from "#app/features/schedule/schedule";
import { ministryRoles, sampleBulletin } from "./bulletin";

describe("the sample bulletin", () => {
  it("is the issue of March 27, 2024", () => {
    expect(sampleBulletin.issueDate).toBe("2024-03-27");
  });

  it("names ministers for every Sunday Mass of the schedule and every role", () => {
    expect(sampleBulletin.ministrySchedule.map((assignment) => assignment.mass)).toEqual(massesOn([0]).map((mass) => mass.time));
    for (const assignment of sampleBulletin.ministrySchedule) {
      for (const role of ministryRoles) expect(assignment.ministers[role].length).toBeGreaterThan(0);
    }
  });
});
