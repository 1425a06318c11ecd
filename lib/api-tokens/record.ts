// What an API token is to the API: the columns every read selects (never the hash), and the token as the list
// answers it, from which the browser's row type is derived (lib/api-tokens/schema.ts).
import type { Prisma } from "@/lib/generated/prisma/client";
import { actorLabel, personLabelSelect } from "@/lib/audit/labels";
import type { Permission } from "@/lib/permissions/catalogue";

export const apiTokenSelect = {
  id: true,
  name: true,
  prefix: true,
  permissions: true,
  expiresAt: true,
  revokedAt: true,
  lastUsedAt: true,
  lastUsedIp: true,
  createdAt: true,
  creatorId: true,
  creator: { select: personLabelSelect },
} satisfies Prisma.ApiTokenSelect;

export type ApiTokenRecord = Prisma.ApiTokenGetPayload<{ select: typeof apiTokenSelect }>;

export type TokenStatus = "active" | "expired" | "revoked";

function statusOf(token: Pick<ApiTokenRecord, "revokedAt" | "expiresAt">, now: number): TokenStatus {
  if (token.revokedAt) return "revoked";
  return token.expiresAt.getTime() <= now ? "expired" : "active";
}

/** A token as the list shows it: its status worked out and its creator named; never its secret, nor its hash. */
export function apiTokenView({ creator, permissions, ...token }: ApiTokenRecord, now = Date.now()) {
  return {
    ...token,
    // Names from the catalogue: the create route's schema admits no other.
    permissions: permissions as Permission[],
    status: statusOf(token, now),
    creatorName: actorLabel(creator),
  };
}

export type ApiTokenView = ReturnType<typeof apiTokenView>;
