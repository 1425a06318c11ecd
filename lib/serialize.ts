import type { Prisma } from "@/lib/generated/prisma/client";

type Decimal = Prisma.Decimal;

/**
 * A record as JSON delivers it: dates and decimals become strings. Row types
 * for the browser are derived from the service's records with this, never
 * copied by hand.
 */
export type Json<T> = T extends Date | Decimal
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/**
 * What a client component receives is what the API would send. Server pages
 * pass their data through this so the client's initial data and its later
 * fetches have one shape.
 */
export function asJson<T>(value: T): Json<T> {
  return JSON.parse(JSON.stringify(value)) as Json<T>;
}
