// Each list's own query schema, which a saved view's query must pass (server only:
// it loads every list's schema).
import type { z } from "zod";
import { badRequest } from "@/lib/api/errors";
import { listActivitiesQuerySchema } from "@/lib/activities/schema";
import { listAuditQuerySchema } from "@/lib/audit/schema";
import { listChannelsQuerySchema } from "@/lib/channels/schema";
import { listCompaniesQuerySchema } from "@/lib/companies/schema";
import { listContactsQuerySchema } from "@/lib/contacts/schema";
import { listDealsQuerySchema } from "@/lib/deals/schema";
import { listPurchasesQuerySchema } from "@/lib/library/schema";
import { listMessagesQuerySchema } from "@/lib/moderation-messages/schema";
import { listReportsQuerySchema } from "@/lib/reports/schema";
import { listShopItemsQuerySchema } from "@/lib/shop/schema";
import { listTrashQuerySchema } from "@/lib/trash/schema";
import { listUsersQuerySchema } from "@/lib/users/schema";
import type { ViewList } from "@/lib/views/list-keys";
import { VIEW_ERRORS } from "@/lib/views/messages";
import type { ViewState } from "@/lib/views/schema";

export const VIEW_LIST_SCHEMAS: Record<ViewList, z.ZodType<Record<string, unknown>>> = {
  users: listUsersQuerySchema,
  contacts: listContactsQuerySchema,
  companies: listCompaniesQuerySchema,
  deals: listDealsQuerySchema,
  activities: listActivitiesQuerySchema,
  channels: listChannelsQuerySchema,
  messages: listMessagesQuerySchema,
  reports: listReportsQuerySchema,
  library: listPurchasesQuerySchema,
  shop: listShopItemsQuerySchema,
  audit: listAuditQuerySchema,
  trash: listTrashQuerySchema,
};

/** A page's place in the list is not part of a view: it always opens at the first page. */
const NOT_SAVED = ["after", "before"];

/**
 * The view's query as its list parses it (a bad one is the list's own 400), without the cursor;
 * a key the list does not know is refused too, so a view never carries what its list ignores.
 */
export function checkedViewState(list: ViewList, state: ViewState): ViewState {
  const query = VIEW_LIST_SCHEMAS[list].parse(state.query);
  const unknown = Object.keys(state.query).find((key) => !(key in query));
  if (unknown !== undefined) throw badRequest(VIEW_ERRORS.unknownQueryKey(unknown));
  for (const key of NOT_SAVED) delete query[key];
  return { ...state, query };
}
