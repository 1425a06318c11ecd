// Display rules shared by every screen that shows a user (SPEC §2, §3, §4).

type NamedUser = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** "@handle", falling back to "@id". */
export function userHandle(user: { id: string; handle?: string | null }): string {
  return `@${user.handle || user.id}`;
}

/**
 * Where a line is short (the command palette): "@handle", else the email, else "@" and the id's first eight
 * characters. A whole UUID took the room of the name beside it and told a reader nothing more.
 */
export function userShortHandle(user: { id: string; handle?: string | null; email?: string | null }): string {
  if (user.handle) return `@${user.handle}`;
  return user.email || `@${user.id.slice(0, 8)}…`;
}

/** A user's details page: where "View Details" and Enter on the users list go. */
export const userDetailsPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** First letters of first and last name, else the email's first letter, else "U". */
export function userInitials(user: NamedUser): string {
  const fromName = `${user.firstName?.trim()[0] ?? ""}${user.lastName?.trim()[0] ?? ""}`;
  if (fromName) return fromName.toUpperCase();
  return (user.email?.trim()[0] ?? "U").toUpperCase();
}

/** "First Last", either part alone, or "": each part trimmed (the audit log's labels use the same words). */
export function userFullName(user: NamedUser): string {
  return [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
}

/**
 * Superadmin > Admin > User (SPEC §4), an admin's role named when it is not Admin ("Moderator", a custom role's
 * name): `roleName` is null for the Admin role, and absent where the read did not join the role.
 */
export function roleLabel(user: { isAdmin: boolean; isSuperadmin: boolean; roleName?: string | null }): string {
  if (user.isSuperadmin) return "Superadmin";
  return user.isAdmin ? (user.roleName ?? "Admin") : "User";
}

export function statusLabel(user: { isBanned: boolean }): "Banned" | "Active" {
  return user.isBanned ? "Banned" : "Active";
}

/**
 * Whether Ban User / Unban User is offered on `user` to the admin `viewerId`: never on a superadmin, never on
 * oneself. The server refuses both (lib/users/access.ts); the list's row menu and the command palette ask this one
 * rule so they cannot disagree about whom an admin may ban.
 */
export function canBanUser(user: { id: string; isSuperadmin: boolean }, viewerId: string): boolean {
  return !user.isSuperadmin && user.id !== viewerId;
}

/** A name for lists and pickers: full name, else email, else @handle. */
export function userDisplayName(user: NamedUser & { id: string; handle?: string | null }): string {
  return userFullName(user) || user.email || userHandle(user);
}

/**
 * How a confirmation names the user it acts on: "First Last (email)", so two people of one name, or an id that says
 * nothing, cannot be mistaken for each other; the name or email alone when the other is missing, else the @handle.
 */
export function userNameAndEmail(user: NamedUser & { id: string; handle?: string | null }): string {
  const name = userFullName(user);
  if (name && user.email) return `${name} (${user.email})`;
  return name || user.email || userHandle(user);
}
