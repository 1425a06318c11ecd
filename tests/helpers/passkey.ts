// A software authenticator for API tests: it answers the server's real
// WebAuthn options as a browser and a platform authenticator would (an ES256
// key, "none" attestation, the client data the browser writes), so the server's
// checks run in full. The browser path itself is tested in Chromium with its
// virtual authenticator (e2e-deploy/second-factor.spec.ts).
import crypto from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { TEST_ORIGIN } from "./constants";

const FLAGS = {
  userPresent: 0x01,
  userVerified: 0x04,
  backupEligible: 0x08,
  backedUp: 0x10,
  attestedData: 0x40,
} as const;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();
const uint32 = (value: number) =>
  Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

export type SoftPasskey = {
  credentialId: string;
  privateKey: crypto.KeyObject;
  userHandle: string;
  counter: number;
};

function coseKey(publicKey: crypto.KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  // kty EC2, alg ES256, crv P-256, x, y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

const rpIdOf = (origin: string) => new URL(origin).hostname;

/** Makes a passkey for `options` (a discoverable, synced one, as a phone's or a password manager's). */
export function createPasskey(
  options: PublicKeyCredentialCreationOptionsJSON,
  origin = TEST_ORIGIN,
): { passkey: SoftPasskey; response: RegistrationResponseJSON } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = crypto.randomBytes(16);
  const flags = FLAGS.userPresent | FLAGS.userVerified | FLAGS.backupEligible | FLAGS.backedUp | FLAGS.attestedData;
  const attested = Buffer.concat([
    Buffer.alloc(16),
    Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
    credentialId,
    coseKey(publicKey),
  ]);
  const authData = Buffer.concat([sha256(rpIdOf(origin)), Buffer.from([flags]), uint32(0), attested]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]) as never,
  );
  const id = b64url(credentialId);
  const response: RegistrationResponseJSON = {
    id,
    rawId: id,
    type: "public-key",
    response: {
      clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal", "hybrid"],
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
  return { passkey: { credentialId: id, privateKey, userHandle: options.user.id, counter: 0 }, response };
}

type AssertOptions = { origin?: string; userVerified?: boolean; challenge?: string };

/** The passkey's answer to `options` (its challenge, unless another is given), signed as an authenticator signs. */
export function assertPasskey(
  passkey: SoftPasskey,
  options: PublicKeyCredentialRequestOptionsJSON,
  { origin = TEST_ORIGIN, userVerified = true, challenge }: AssertOptions = {},
): AuthenticationResponseJSON {
  const flags = FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0) | FLAGS.backupEligible | FLAGS.backedUp;
  const authData = Buffer.concat([sha256(rpIdOf(origin)), Buffer.from([flags]), uint32(passkey.counter)]);
  const clientDataJSON = clientData("webauthn.get", challenge ?? options.challenge, origin);
  const signature = crypto.sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key",
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
}
