// An endpoint's signing secret: made here, shown once, kept sealed (lib/crypto/sealed-secret.ts) because signing
// needs it back, unlike a token that only has to be recognised.
import crypto from "node:crypto";
import { secretSeal } from "@/lib/crypto/sealed-secret";

const webhookSeal = secretSeal("admin-panel webhook signing secrets");

/** Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString("base64")}`;

export const sealWebhookSecret = webhookSeal.seal;

/** The secret, or null when it was sealed under another NEXTAUTH_SECRET. */
export const openWebhookSecret = webhookSeal.open;
