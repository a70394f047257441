import { describe, expect, it } from "vitest";
import { massesOnWeekday } from "#app/features/schedule/weekly-schedule";
import { embeddedSchedule } from "../../../tests/support/embedded-parish";
import { ministryRoles, ministrySchedule, sampleBulletin } from "./bulletin";

describe("the sample bulletin", () => {
  it("is the issue of March 27, 2024", () => {
    expect(sampleBulletin.issueDate).toBe("2024-03-27");
  });

  it("names ministers for every Sunday Mass of the schedule in force and every role", () => {
    const schedule = ministrySchedule(embeddedSchedule);
    expect(schedule.map((assignment) => assignment.mass)).toEqual(
      massesOnWeekday(embeddedSchedule, 0).map((mass) => mass.time),
    );
    for (const assignment of schedule) {
      for (const role of ministryRoles) expect(assignment.ministers[role].length).toBeGreaterThan(0);
    }
  });
});
