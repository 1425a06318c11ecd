// The lists a record shows up in: what a restore refetches besides the trash,
// and what another admin's change to it refetches (live lists, lib/live/keys.ts).
import type { QueryKey } from "@tanstack/react-query";
import { activitiesKeys } from "@/lib/activities/query-keys";
import { channelsKeys } from "@/lib/channels/query-keys";
import { companiesKeys } from "@/lib/companies/query-keys";
import { contactsKeys } from "@/lib/contacts/query-keys";
import { dealsKeys } from "@/lib/deals/query-keys";
import { libraryKeys } from "@/lib/library/query-keys";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";
import { roadmapKeys } from "@/lib/roadmap/query-keys";
import { shopKeys } from "@/lib/shop/query-keys";
import type { TrashType } from "@/lib/trash/kinds";
import { analyticsKeys, usersKeys } from "@/lib/users/query-keys";

/**
 * What a record shows up in: its own list and the lists that name it (a
 * contact's deals and activities point at it), as its delete refetches them
 * (each resource's use-*-mutations.ts).
 */
const SHOWN_IN: Record<TrashType, readonly QueryKey[]> = {
  // A user's purchases and memberships come back with them; the overview counts users.
  user: [usersKeys.all, analyticsKeys.overview, channelsKeys.all, libraryKeys.all],
  // A channel's members: each user's details list their channels.
  channel: [channelsKeys.all, analyticsKeys.overview, usersKeys.all],
  message: [moderationMessagesKeys.all],
  contact: [contactsKeys.all, dealsKeys.all, activitiesKeys.all],
  company: [companiesKeys.all, contactsKeys.all, dealsKeys.all],
  deal: [dealsKeys.all, activitiesKeys.all],
  activity: [activitiesKeys.all],
  roadmap_item: [roadmapKeys.all],
  shop_item: [shopKeys.all, libraryKeys.all],
  purchase: [libraryKeys.all],
};

export const RECORD_TYPES = Object.keys(SHOWN_IN) as TrashType[];

/** Whether an audit entry's target type is a record's type (the audit log also names sessions, toggles, the trash). */
export function isRecordType(type: string): type is TrashType {
  return Object.hasOwn(SHOWN_IN, type);
}

/** The queries showing records of these types (the trash's own list aside: a restore refetches it itself). */
export function keysShowing(types: Iterable<TrashType>): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const type of types) for (const key of SHOWN_IN[type]) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}
