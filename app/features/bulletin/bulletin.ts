import { massesOnWeekday, type WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import type { ClockTime } from "#app/i18n/clock";

export const ministryRoles = ["lectors", "eucharisticMinisters", "altarServers"] as const;
export type MinistryRole = (typeof ministryRoles)[number];

/** The ministers of one Sunday Mass, by role. */
export type MinistryTeam = Record<MinistryRole, readonly string[]>;

/**
 * The static sample issue of March 27, 2024, for Easter Sunday.
 * Texts are in the bulletin dictionary; here are the issue's shape and the ministers' names, which are not translated:
 * one team for each Sunday Mass of the weekly schedule, in order of time.
 */
export const sampleBulletin = {
  issueDate: "2024-03-27",
  announcements: ["triduum", "flowers", "school", "registration"],
  intentions: ["church", "newlyBaptized", "sick", "departed", "peace"],
  ministryTeams: [
    {
      lectors: ["Nguyễn Thị Hoa", "Trần Văn Minh"],
      eucharisticMinisters: ["Lê Văn Hùng", "Phạm Thị Lan"],
      altarServers: ["Đỗ Minh Khang", "Vũ Thiên Ân"],
    },
    {
      lectors: ["Hoàng Thị Mai", "Bùi Văn Long"],
      eucharisticMinisters: ["Ngô Thị Hạnh", "Đặng Văn Phúc"],
      altarServers: ["Trịnh Gia Bảo", "Lý Minh Châu"],
    },
    {
      lectors: ["Phan Thị Thu", "Võ Văn Tâm"],
      eucharisticMinisters: ["Huỳnh Thị Ngọc", "Dương Văn Thành"],
      altarServers: ["Mai Anh Khoa", "Tạ Bảo Ngọc"],
    },
    {
      lectors: ["Anna Trần", "Michael Nguyễn"],
      eucharisticMinisters: ["Teresa Phạm", "John Lê"],
      altarServers: ["Daniel Võ", "Peter Hoàng"],
    },
  ],
} as const satisfies {
  issueDate: string;
  announcements: readonly string[];
  intentions: readonly string[];
  ministryTeams: readonly MinistryTeam[];
};

export interface MinistryAssignment {
  mass: ClockTime;
  ministers: MinistryTeam;
}

/** The sample's teams at the Sunday Masses of the schedule in force, one team a Mass, as far as the teams go. */
export function ministrySchedule(schedule: WeeklySchedule | undefined): MinistryAssignment[] {
  return massesOnWeekday(schedule, 0).flatMap((mass, index) => {
    const ministers = sampleBulletin.ministryTeams[index];
    return ministers ? [{ mass: mass.time, ministers }] : [];
  });
}
