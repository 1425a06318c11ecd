// Secrets the panel must read back (an authenticator's seed, a webhook's signing key) sealed at rest:
// AES-256-GCM under a key derived (HKDF) from NEXTAUTH_SECRET, one key per purpose, so a copy of the
// database alone does not hold them. Rotating NEXTAUTH_SECRET makes the stored secrets unreadable.
import crypto from "node:crypto";
import { authSecret } from "@/lib/auth/config";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretSeal = {
  seal: (plain: string) => string;
  /** The secret, or null when it was sealed under another key (or tampered with). */
  open: (stored: string) => string | null;
};

/** A seal for one purpose: `info` names it, so a secret sealed for one purpose never opens as another's. */
export function secretSeal(info: string): SecretSeal {
  const key = () => {
    const secret = authSecret();
    if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
    return Buffer.from(crypto.hkdfSync("sha256", secret, "", info, 32));
  };
  return {
    seal(plain) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
      const sealed = Buffer.concat([iv, cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}:${sealed.toString("base64url")}`;
    },
    open(stored) {
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
    },
  };
}
