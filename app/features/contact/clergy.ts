import type { ClergyRole, Localized, StaffMember } from "#app/features/content/types";
import { type Phone, phoneOf } from "#app/features/parish/identity";

/** A priest or deacon as the contact page lists them: names as each language writes them ("Cha Giuse", "Rev. Joseph"). */
export interface Clergy {
  id: string;
  role: ClergyRole;
  name: Localized<string>;
  phone: Phone | null;
}

/** The staff marked as clergy, in the office's order. */
export function clergyOf(staff: readonly StaffMember[]): Clergy[] {
  return [...staff]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .flatMap((member) =>
      member.clergy
        ? [
            {
              id: member.id,
              role: member.clergy,
              name: member.name,
              phone: member.phone ? phoneOf(member.phone) : null,
            },
          ]
        : [],
    );
}
