// zod schemas for shop items, shared by the form and the route handlers (SPEC §3, §4, §5, §7).
import { z } from "zod";
import { bulkEditSchema } from "@/lib/records/bulk-edit";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { optionalText } from "@/lib/validation/fields";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";
import { SHOP_TEXT, SHOP_VALIDATION } from "@/lib/shop/messages";
import type { ShopItemRecord } from "@/lib/shop/record";

export const SHOP_PAGE_SIZE = 50;
export const MAX_SHOP_PAGE_SIZE = 200;
export const MAX_BULK_SHOP_IDS = 5000;
const MAX_ORDER = 1_000_000;

// Blank is allowed here so the object check below can answer SPEC's Active hint first; it then refuses blanks anyway.
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().max(max, tooLong).default("");

const flag = (field: string, fallback: boolean) =>
  z.boolean({ error: SHOP_VALIDATION.flagInvalid(field) }).default(fallback);

/** A number input sends text: "" means the default 0; anything else must be a whole number in range. */
const order = z.preprocess(
  (value) =>
    value === "" || value === undefined || value === null ? 0 : typeof value === "string" ? Number(value) : value,
  z
    .number({ error: SHOP_VALIDATION.orderInvalid })
    .int(SHOP_VALIDATION.orderInvalid)
    .min(-MAX_ORDER, SHOP_VALIDATION.orderInvalid)
    .max(MAX_ORDER, SHOP_VALIDATION.orderInvalid),
);

/** SPEC §4: an item can be active only when its name, description and price are all filled. */
export const canActivate = (values: { name?: unknown; description?: unknown; price?: unknown }) =>
  [values.name, values.description, values.price].every((value) => typeof value === "string" && value.trim() !== "");

const shopItemFields = z.object({
  name: requiredText(SHOP_VALIDATION.nameRequired, 200, SHOP_VALIDATION.nameTooLong),
  description: requiredText(SHOP_VALIDATION.descriptionRequired, 5000, SHOP_VALIDATION.descriptionTooLong),
  price: requiredText(SHOP_VALIDATION.priceRequired, 50, SHOP_VALIDATION.priceTooLong),
  category: optionalText(100, SHOP_VALIDATION.categoryInvalid),
  tier: optionalText(50, SHOP_VALIDATION.tierInvalid),
  isActive: flag("isActive", true),
  blur: flag("blur", false),
  hasBonuses: flag("hasBonuses", false),
  order,
});

type ShopItemIssue = { path: "isActive" | "name" | "description" | "price"; message: string };

/** What a whole item breaks of SPEC §4's rules; the server enforces what the form's disabled switch shows. */
export function shopItemIssues(item: {
  name: string;
  description: string;
  price: string;
  isActive: boolean;
}): ShopItemIssue[] {
  const issues: ShopItemIssue[] = [];
  if (item.isActive && !canActivate(item)) issues.push({ path: "isActive", message: SHOP_TEXT.activeHint });
  if (!item.name) issues.push({ path: "name", message: SHOP_VALIDATION.nameRequired });
  if (!item.description) issues.push({ path: "description", message: SHOP_VALIDATION.descriptionRequired });
  if (!item.price) issues.push({ path: "price", message: SHOP_VALIDATION.priceRequired });
  return issues;
}

/** POST takes the whole item (SPEC §7: "update with the same fields"). */
export const shopItemFormSchema = shopItemFields.superRefine((item, ctx) => {
  for (const { path, message } of shopItemIssues(item)) ctx.addIssue({ code: "custom", path: [path], message });
});
export type ShopItemFormInput = z.input<typeof shopItemFormSchema>;
export type ShopItemFormValues = z.output<typeof shopItemFormSchema>;

/** PATCH takes the same fields, each optional; the item they leave must still keep the rules (shopItemIssues). */
export const shopItemPatchSchema = patchSchema(shopItemFields);
export type ShopItemPatch = z.output<typeof shopItemPatchSchema>;

export const shopItemIdParamsSchema = z.object({ id: z.string() });

export const bulkDeleteShopItemsSchema = z.object({
  itemIds: z
    .array(z.string({ error: SHOP_VALIDATION.bulkIdsRequired }).min(1, SHOP_VALIDATION.bulkIdsRequired), {
      error: SHOP_VALIDATION.bulkIdsRequired,
    })
    .min(1, SHOP_VALIDATION.bulkIdsRequired)
    .max(MAX_BULK_SHOP_IDS, SHOP_VALIDATION.bulkIdsTooMany),
});
export type BulkDeleteShopItems = z.output<typeof bulkDeleteShopItemsSchema>;

export const shopFilterSchema = z.object({
  search: z.string().trim().max(100, SHOP_VALIDATION.searchTooLong).optional().default(""),
});
export type ShopFilter = z.infer<typeof shopFilterSchema>;

/** search (name, category) and a keyset page in display order; the Library's picker asks for ?search=…&limit=20. */
export const listShopItemsQuerySchema = shopFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: SHOP_PAGE_SIZE, max: MAX_SHOP_PAGE_SIZE }).shape,
);
export type ListShopItemsQuery = z.infer<typeof listShopItemsQuerySchema>;

/** A shop item as JSON delivers it. */
export type ShopItemRow = Json<ShopItemRecord>;

/** PATCH /api/admin/shop: activate or deactivate the selected items, or every item matching the search. */
export const bulkEditShopItemsSchema = bulkEditSchema(
  shopFilterSchema,
  z.object({ isActive: z.boolean() }).strict(),
  SHOP_VALIDATION.bulkIdsRequired,
);
export type BulkEditShopItems = z.output<typeof bulkEditShopItemsSchema>;
