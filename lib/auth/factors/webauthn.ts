// Passkeys (WebAuthn, with @simplewebauthn/server): the options each ceremony
// starts from, and its answer checked against a challenge spent once
// (lib/auth/factors/webauthn-challenges.ts). A passkey is bound to the panel's host
// name, so the relying party is the origin the panel is served from.
import "server-only";
import crypto from "node:crypto";
import { isIP } from "node:net";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { conflict } from "@/lib/api/errors";
import { PASSKEY_TEXT } from "@/lib/auth/messages";
import type { PanelSession, SessionUser } from "@/lib/auth/session/session";
import { spendChallenge, storeChallenge, type PasskeyPurpose } from "@/lib/auth/factors/webauthn-challenges";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Pick<Prisma.TransactionClient, "passkey" | "webauthnChallenge">;

const RP_NAME = "Admin Panel";
// What a browser may report of how it reaches the authenticator; anything else is not stored.
const KNOWN_TRANSPORTS = new Set<string>(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

export type RelyingParty = { origin: string; id: string };

/** The panel at `origin` as a relying party; refused at an IP address, where browsers run no ceremony at all. */
export function relyingParty(origin: string): RelyingParty {
  const { hostname } = new URL(origin);
  if (isIP(hostname.replace(/^\[|\]$/g, ""))) throw conflict(PASSKEY_TEXT.needsDomain);
  return { origin, id: hostname };
}

/** The challenge an answer signed, as the browser wrote it; null when the answer is not readable. */
function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const { challenge } = decodeClientDataJSON(response.response.clientDataJSON);
    return typeof challenge === "string" ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Options to make a passkey for the session's admin. Discoverable (it must sign in without an
 * email typed), under the handle of the admin's other passkeys (a random one for the first: the
 * user id can change, and an authenticator shows no more than it needs), none of them made twice.
 */
export async function registrationOptions(
  tx: Tx,
  rp: RelyingParty,
  sid: string,
  user: SessionUser,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await tx.passkey.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true, userHandle: true },
  });
  const userHandle = existing[0]?.userHandle ?? crypto.randomBytes(32).toString("base64url");
  const accountName = user.email ?? user.handle ?? user.id;
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: accountName,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(" ") || accountName,
    userID: Buffer.from(userHandle, "base64url"),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(tx, { challenge: options.challenge, purpose: "register", sid, userHandle });
  return options;
}

export type NewPasskey = Pick<
  Prisma.PasskeyCreateManyInput,
  "credentialId" | "publicKey" | "counter" | "transports" | "userHandle" | "deviceType" | "backedUp"
>;

/** The passkey a registration answer makes, or null when it does not answer this session's challenge. */
export async function verifyRegistration(
  tx: Tx,
  rp: RelyingParty,
  sid: string,
  response: RegistrationResponseJSON,
): Promise<NewPasskey | null> {
  const challenge = challengeOf(response);
  const stored = challenge ? await spendChallenge(tx, { challenge, purpose: "register", sid }) : null;
  if (!challenge || !stored?.userHandle) return null;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified) return null;
    const { credential, credentialDeviceType, credentialBackedUp } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).filter((transport) => KNOWN_TRANSPORTS.has(transport)),
      userHandle: stored.userHandle,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return null;
  }
}

type AssertionPurpose = Exclude<PasskeyPurpose, "register">;

/**
 * Where the passkey must also have verified its user (fingerprint, face, PIN): a sign-in, where it
 * is the only proof, and step-up, which guards the most dangerous actions (a security key left in an
 * unlocked machine must not be enough). After a password, holding the passkey is the second factor.
 */
const VERIFIES_USER: Record<AssertionPurpose, boolean> = { "sign-in": true, "step-up": true, "second-factor": false };

/**
 * Options to prove who one is with a passkey. For a session (second step, step-up) only its
 * admin's passkeys are offered; a sign-in offers none and lets the browser show its own.
 */
export async function authenticationOptions(
  tx: Tx,
  rp: RelyingParty,
  purpose: AssertionPurpose,
  session: { sid: string; userId: string } | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = session
    ? await tx.passkey.findMany({ where: { userId: session.userId }, select: { credentialId: true, transports: true } })
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: passkeys.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    userVerification: VERIFIES_USER[purpose] ? "required" : "preferred",
  });
  await storeChallenge(tx, { challenge: options.challenge, purpose, sid: session?.sid ?? null });
  return options;
}

/** A challenge for one of the session's admin's passkeys: the second step's, or step-up's. */
export function sessionPasskeyOptions(
  session: PanelSession,
  purpose: "second-factor" | "step-up",
  origin: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingParty(origin);
  return db.$transaction((tx) => authenticationOptions(tx, rp, purpose, { sid: session.sid, userId: session.user.id }));
}

/** Whose answer is expected: a session's admin, or (sign-in) anyone, with the browser's own challenge from its cookie. */
export type AssertionCheck =
  | { purpose: "second-factor" | "step-up"; sid: string; userId: string }
  | { purpose: "sign-in"; browserChallenge: string | null };

export type UsedPasskey = { id: string; userId: string; name: string };

/** The passkey that answered; or a refusal, which says whether the answer spent a live challenge (only that is worth recording). */
export type Assertion = { passkey: UsedPasskey | null; challengeSpent: boolean };

/** Checks a passkey's answer to a challenge made for `check`. The passkey's counter and last use are updated. */
export async function verifyAssertion(
  tx: Tx,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  check: AssertionCheck,
): Promise<Assertion> {
  const challenge = challengeOf(response);
  const signIn = check.purpose === "sign-in";
  if (!challenge || (signIn && challenge !== check.browserChallenge)) return { passkey: null, challengeSpent: false };
  if (!(await spendChallenge(tx, { challenge, purpose: check.purpose, sid: signIn ? null : check.sid })))
    return { passkey: null, challengeSpent: false };
  return { passkey: await checkedPasskey(tx, rp, response, challenge, check), challengeSpent: true };
}

async function checkedPasskey(
  tx: Tx,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  check: AssertionCheck,
): Promise<UsedPasskey | null> {
  const signIn = check.purpose === "sign-in";
  const passkey = await tx.passkey.findUnique({ where: { credentialId: response.id } });
  if (!passkey || (!signIn && passkey.userId !== check.userId)) return null;
  // A sign-in names its account by the user handle alone: it must be the one the passkey was made under.
  if (signIn && response.response.userHandle !== passkey.userHandle) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: VERIFIES_USER[check.purpose],
    });
    if (!verified) return null;
    const { newCounter, credentialBackedUp } = authenticationInfo;
    // Against the counter just checked: of a cloned key and its original answering at once, one fails.
    const { count } = await tx.passkey.updateMany({
      where: { id: passkey.id, counter: passkey.counter },
      data: { counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: new Date() },
    });
    return count === 1 ? { id: passkey.id, userId: passkey.userId, name: passkey.name } : null;
  } catch {
    return null;
  }
}
