import type { ClockTime } from "#app/i18n/clock";

export const ministryRoles = ["lectors", "eucharisticMinisters", "altarServers"] as const;
export type MinistryRole = (typeof ministryRoles)[number];

export interface MinistryAssignment {
  mass: ClockTime;
  ministers: Record<MinistryRole, readonly string[]>;
}

/**
 * The static sample issue of March 27, 2024, for Easter Sunday.
 * Texts are in the bulletin dictionary; here are the issue's shape and the ministers' names, which are not translated.
 */
export const sampleBulletin = {
  issueDate: "2024-03-27",
  announcements: ["triduum", "flowers", "school", "registration"],
  intentions: ["church", "newlyBaptized", "sick", "departed", "peace"],
  ministrySchedule: [
    {
      mass: "08:00",
      ministers: {
        lectors: ["Nguyễn Thị Hoa", "Trần Văn Minh"],
        eucharisticMinisters: ["Lê Văn Hùng", "Phạm Thị Lan"],
        altarServers: ["Đỗ Minh Khang", "Vũ Thiên Ân"],
      },
    },
    {
      mass: "10:00",
      ministers: {
        lectors: ["Hoàng Thị Mai", "Bùi Văn Long"],
        eucharisticMinisters: ["Ngô Thị Hạnh", "Đặng Văn Phúc"],
        altarServers: ["Trịnh Gia Bảo", "Lý Minh Châu"],
      },
    },
    {
      mass: "12:30",
      ministers: {
        lectors: ["Phan Thị Thu", "Võ Văn Tâm"],
        eucharisticMinisters: ["Huỳnh Thị Ngọc", "Dương Văn Thành"],
        altarServers: ["Mai Anh Khoa", "Tạ Bảo Ngọc"],
      },
    },
    {
      mass: "17:30",
      ministers: {
        lectors: ["Anna Trần", "Michael Nguyễn"],
        eucharisticMinisters: ["Teresa Phạm", "John Lê"],
        altarServers: ["Daniel Võ", "Peter Hoàng"],
      },
    },
  ],
} as const satisfies {
  issueDate: string;
  announcements: readonly string[];
  intentions: readonly string[];
  ministrySchedule: readonly MinistryAssignment[];
};
