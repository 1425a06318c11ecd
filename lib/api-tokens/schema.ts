// zod schemas for API tokens, shared by the "New token" dialog and the routes.
import { z } from "zod";
import { TOKEN_VALIDATION } from "@/lib/api-tokens/messages";
import type { ApiTokenView } from "@/lib/api-tokens/record";
import { PERMISSION_VALIDATION } from "@/lib/permissions/messages";
import { permissionListSchema } from "@/lib/permissions/schema";
import type { Json } from "@/lib/serialize";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year, and a day of slack for a leap year and a browser's clock a little ahead of the server's. */
export const MAX_TOKEN_LIFETIME_MS = 366 * DAY_MS;

export const tokenIdParamsSchema = z.object({ id: z.uuid(TOKEN_VALIDATION.idInvalid) });

export const createTokenSchema = z.object({
  name: z
    .string({ error: TOKEN_VALIDATION.nameRequired })
    .trim()
    .min(1, TOKEN_VALIDATION.nameRequired)
    .max(80, TOKEN_VALIDATION.nameTooLong),
  expiresAt: z.iso
    .datetime({ offset: true, error: TOKEN_VALIDATION.expiryInvalid })
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), TOKEN_VALIDATION.expiryPast)
    .refine((date) => date.getTime() <= Date.now() + MAX_TOKEN_LIFETIME_MS, TOKEN_VALIDATION.expiryTooFar),
  permissions: permissionListSchema.refine((list) => list.length > 0, PERMISSION_VALIDATION.required),
});
export type CreateToken = z.output<typeof createTokenSchema>;

/** A token as the list shows it, as JSON delivers it: never its secret, nor its hash. */
export type ApiTokenRow = Json<ApiTokenView>;

export type TokensAnswer = { items: ApiTokenRow[] };
/** POST's answer: the row and the secret, shown this once. */
export type CreatedToken = { token: ApiTokenRow; secret: string };

const DAY = 24 * 60 * 60 * 1000;

/** The "New token" form: an expiry chosen from a few lengths or a custom day, turned into the API's body. */
export const tokenFormSchema = z
  .object({
    name: z.string(),
    expiry: z.enum(["7", "30", "90", "365", "custom"]),
    customDate: z.string(),
    permissions: z.array(z.string()),
  })
  .transform(({ name, expiry, customDate, permissions }, context) => {
    // A custom day ends at its end (UTC): "until Dec 31" still works on Dec 31.
    const expiresAt =
      expiry === "custom" ? new Date(`${customDate}T23:59:59Z`) : new Date(Date.now() + Number(expiry) * DAY);
    if (Number.isNaN(expiresAt.getTime())) {
      context.addIssue({ code: "custom", path: ["customDate"], message: TOKEN_VALIDATION.expiryInvalid });
      return z.NEVER;
    }
    return { name, expiresAt: expiresAt.toISOString(), permissions };
  })
  .pipe(
    z.object({
      name: createTokenSchema.shape.name,
      expiresAt: z.string(),
      permissions: createTokenSchema.shape.permissions,
    }),
  );
export type TokenFormInput = z.input<typeof tokenFormSchema>;
export type TokenFormValues = z.output<typeof tokenFormSchema>;
