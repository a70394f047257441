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

/**
 * A clergy line's two parts: the role, said once. "Deacon Paul Le" already begins with it, so the line reads
 * "Deacon Paul Le" rather than "Deacon: Deacon Paul Le"; any other name follows the role and a colon.
 */
export function clergyLine(role: string, name: string): { role: string; rest: string } {
  return name.startsWith(`${role} `) ? { role, rest: name.slice(role.length) } : { role: `${role}:`, rest: ` ${name}` };
}
