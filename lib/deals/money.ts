// Deal values are decimal(10,2) end to end (docs/decisions/crm.md): they travel as strings
// with two decimals ("1234.50") and are added as integer cents (BigInt), so no
// binary float ever holds money. Pure: shared by the server and the browser.
import { formatNumber } from "@/lib/format";

/** What the API accepts: up to 8 whole digits and up to 2 decimals, 0 to 99,999,999.99. */
export const MONEY_INPUT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n. Throws on anything that is not a plain decimal with at most two decimals. */
export function toCents(value: string): bigint {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) throw new Error(`Not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** 123450n → "1234.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const text = `${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

export function sumMoney(values: readonly string[]): string {
  return fromCents(values.reduce((total, value) => total + toCents(value), 0n));
}

/**
 * A value as the API stores it ("7" → "7.00"), or null when it is not one:
 * a string or a JSON number whose decimal text matches MONEY_INPUT_PATTERN.
 */
export function normaliseMoney(input: string | number): string | null {
  const text = typeof input === "number" ? String(input) : input.trim();
  return MONEY_INPUT_PATTERN.test(text) ? fromCents(toCents(text)) : null;
}

/** "1234.5" → "$1,234.50" (en-US grouping), without floats. */
export function formatUsd(value: string): string {
  const cents = toCents(value);
  const magnitude = cents < 0n ? -cents : cents;
  const whole = formatNumber(magnitude / 100n);
  const text = `$${whole}.${(magnitude % 100n).toString().padStart(2, "0")}`;
  return cents < 0n ? `-${text}` : text;
}
