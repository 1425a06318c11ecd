import { passkeyAssertionSchema } from "./schema";

const base64url = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64url");

/** A passkey's answer whose signature has `bytes` bytes. */
const assertion = (signatureBytes: number) => ({
  id: base64url(32),
  rawId: base64url(32),
  type: "public-key",
  response: {
    clientDataJSON: base64url(134),
    authenticatorData: base64url(37),
    signature: base64url(signatureBytes),
  },
});

describe("a passkey's answer", () => {
  // Where the server runs on Node 24, @simplewebauthn/server offers ML-DSA-44 first, and Chromium's authenticator takes it.
  it.each([
    ["ES256", 72],
    ["RS256", 256],
    ["ML-DSA-44", 2420],
    ["ML-DSA-87", 4627],
  ])("takes a %s signature (%i bytes)", (_algorithm, bytes) => {
    expect(passkeyAssertionSchema.safeParse(assertion(bytes)).success).toBe(true);
  });

  it("refuses a signature larger than any algorithm's", () => {
    expect(passkeyAssertionSchema.safeParse(assertion(8192)).success).toBe(false);
  });
});
