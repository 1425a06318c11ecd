// The words an audit entry keeps for who acted and what they acted on, taken
// from the rows the change already read or wrote. They are snapshots: a later
// rename, id change or deletion leaves old entries as they were written
// (docs/decisions/audit-log.md). The backfill in prisma/migrations/*_audit_labels
// spells the same rules in SQL.

import { userFullName } from "@/lib/users/display";

type Person = { id: string; firstName?: string | null; lastName?: string | null; email?: string | null };

/** The user columns a label is made of, for a Prisma `select`. */
export const personLabelSelect = { id: true, firstName: true, lastName: true, email: true } as const;

const text = (value: string | null | undefined) => value?.trim() || null;

/** "First Last", either part alone, or null. */
export function personName(person: Omit<Person, "id">): string | null {
  return userFullName(person) || null;
}

/** Who acted, or a purchase's buyer: the name, else the email, else the id. */
export function actorLabel(person: Person): string {
  return personName(person) ?? text(person.email) ?? person.id;
}

/** A user acted on: "First Last (email)", either alone, else the id. */
export function userLabel(user: Person): string {
  const name = personName(user);
  const email = text(user.email);
  return name && email ? `${name} (${email})` : (name ?? email ?? user.id);
}

/** An entry's target when it is a user (the acting admin's own account, often): type, id and label. */
export function userTarget(user: Person) {
  return { targetType: "user", targetId: user.id, targetLabel: userLabel(user) } as const;
}

/** A purchase: "buyer – item". */
export function purchaseLabel(purchase: { user: Person; shopItem: { name: string } }): string {
  return `${actorLabel(purchase.user)} – ${purchase.shopItem.name}`;
}

/** A bulk operation's target: "3 users", "1 channel"; the names stay in the entry's details. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
