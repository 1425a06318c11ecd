// While the server cannot reach its database every call fails alike: the
// panel says so once, in one toast for the whole outage, rather than a toast
// for each failed query or change. The notice is shown again only for a new
// outage, after some call has succeeded since (lib/query-client.ts tells it).
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_TITLE } from "@/lib/api/database-unavailable-text";
import { isDatabaseOutage } from "@/lib/api-client/errors";

// One toast id: should the notice be asked for again meanwhile, sonner updates it rather than add one.
const NOTICE_ID = "database-unavailable";
let noticed = false;

/** Shows the outage's notice, once; true when `error` is the database being unavailable (its caller shows nothing more). */
export function noticeDatabaseUnavailable(error: unknown): boolean {
  if (!isDatabaseOutage(error)) return false;
  // The toast's code is fetched with the notice, not with every page (the query client is on every page).
  if (!noticed)
    void import("@/lib/loading/toast").then(({ toast }) =>
      toast.error(DATABASE_UNAVAILABLE_TITLE, { id: NOTICE_ID, description: DATABASE_UNAVAILABLE_MESSAGE }),
    );
  noticed = true;
  return true;
}

/** A call succeeded: the outage, if any, is over, and the next one is told of again. */
export function noteDatabaseReachable(): void {
  noticed = false;
}
