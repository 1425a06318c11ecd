// Second-factor secrets at rest: AES-256-GCM under a key derived (HKDF) from
// NEXTAUTH_SECRET, so a copy of the database alone does not hold the codes'
// seeds. Rotating NEXTAUTH_SECRET makes stored authenticator secrets
// unreadable: their admins sign in with a recovery code and enrol again
// (docs/decisions/second-factors.md).
import crypto from "node:crypto";
import { authSecret } from "@/lib/auth/config";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function key(): Buffer {
  const secret = authSecret();
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  return Buffer.from(crypto.hkdfSync("sha256", secret, "", "admin-panel second-factor secrets", 32));
}

export function sealFactorSecret(plain: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([iv, cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}:${sealed.toString("base64url")}`;
}

/** The secret, or null when it was sealed under another key (or tampered with). */
export function openFactorSecret(stored: string): string | null {
  const [version, payload] = stored.split(":");
  if (version !== VERSION || !payload) return null;
  const sealed = Buffer.from(payload, "base64url");
  if (sealed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key(), sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
