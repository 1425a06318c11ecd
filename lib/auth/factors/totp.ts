// Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30-second steps, as
// every authenticator app expects), with otpauth. A code is accepted for its
// step and the steps either side (clock drift), and each step only once: the
// caller records the step it accepted (lib/auth/factors/totp-factor.ts).
import { Secret, TOTP } from "otpauth";

export const TOTP_ISSUER = "Admin Panel";
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

const totp = (secret: string, label = "") =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret: 160 random bits (RFC 4226's recommendation), base32 as apps show and take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string): string {
  return totp(secret, accountName).toString();
}

export const totpStep = (now: number) => Math.floor(now / 1000 / PERIOD_SECONDS);

/** The step `code` belongs to (this one or one either side), or null when it is no current code. */
export function totpCodeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of a step: for tests, which compute codes as an authenticator app would. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}
