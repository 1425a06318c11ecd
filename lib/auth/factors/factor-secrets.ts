// Second-factor secrets at rest, sealed (lib/crypto/sealed-secret.ts). Rotating NEXTAUTH_SECRET makes stored
// authenticator secrets unreadable: their admins sign in with a recovery code and enrol again
// (docs/decisions/second-factors.md).
import { secretSeal } from "@/lib/crypto/sealed-secret";

const factorSeal = secretSeal("admin-panel second-factor secrets");

export const sealFactorSecret = factorSeal.seal;

/** The secret, or null when it was sealed under another key (or tampered with). */
export const openFactorSecret = factorSeal.open;
