// zod schema of the timeline's query (a keyset page; one cursor over every source) and its row type.
import type { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { Json } from "@/lib/serialize";
import type { TimelineEntryRecord } from "@/lib/user-timeline/record";

export const USER_TIMELINE_PAGE_SIZE = 20;
export const MAX_USER_TIMELINE_PAGE_SIZE = 100;

export const userTimelineQuerySchema = keysetQuerySchema({
  defaultLimit: USER_TIMELINE_PAGE_SIZE,
  max: MAX_USER_TIMELINE_PAGE_SIZE,
});
export type UserTimelineQuery = z.infer<typeof userTimelineQuerySchema>;

/** An entry as JSON delivers it. */
export type TimelineEntryRow = Json<TimelineEntryRecord>;
