import {
  chatImageOrigins,
  newNonce,
  pageContentSecurityPolicy,
  requestNonce,
} from "@/lib/http/content-security-policy";

const PRODUCTION = { NODE_ENV: "production" };

describe("the pages' Content-Security-Policy", () => {
  it("lets scripts run only with the request's nonce, and evaluates code only in development", () => {
    const policy = pageContentSecurityPolicy("abc123==", PRODUCTION);
    expect(policy).toContain("script-src 'nonce-abc123==' 'strict-dynamic';");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(pageContentSecurityPolicy("abc123==", { NODE_ENV: "development" })).toContain(
      "'strict-dynamic' 'unsafe-eval';",
    );
  });

  it("takes images from the panel, data: and blob: URLs and the chat app's image origins only", () => {
    expect(pageContentSecurityPolicy("n", PRODUCTION)).toContain("img-src 'self' data: blob:;");
    const env = { ...PRODUCTION, CHAT_IMAGE_ORIGINS: "https://images.chat.example, https://cdn.chat.example:8443/" };
    expect(pageContentSecurityPolicy("n", env)).toContain(
      "img-src 'self' data: blob: https://images.chat.example https://cdn.chat.example:8443;",
    );
  });

  it.each(["images.chat.example", "https://images.chat.example/avatars", "ftp://images.chat.example", "*"])(
    "refuses CHAT_IMAGE_ORIGINS=%s, which is not an origin",
    (value) => {
      expect(() => chatImageOrigins({ CHAT_IMAGE_ORIGINS: value })).toThrow(/CHAT_IMAGE_ORIGINS must list origins/);
    },
  );

  it("makes a fresh 128-bit nonce each time, and reads it back from a page's request headers", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(requestNonce({ "x-nonce": "abc" })).toBe("abc");
    expect(requestNonce({ "x-nonce": ["a", "b"] })).toBeUndefined();
    expect(requestNonce(undefined)).toBeUndefined();
  });
});
