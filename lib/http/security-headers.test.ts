import { SECURITY_HEADERS, servedOverHttps, transportSecurityHeaders } from "@/lib/http/security-headers";

const HSTS = { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" };

describe("Strict-Transport-Security", () => {
  it.each([
    [{ NEXTAUTH_URL: "https://admin.example.com" }, HSTS],
    [{ APP_URL: "https://admin.example.com" }, HSTS],
    [{ NEXTAUTH_URL: "http://localhost:3000" }, {}],
    [{ APP_URL: "http://127.0.0.1:3000" }, {}],
    [{}, {}],
  ])("for the panel URL in %j: %j", (env, expected) => {
    expect(transportSecurityHeaders(env)).toEqual(expected);
    expect(servedOverHttps(env)).toBe(Object.keys(expected).length > 0);
  });

  it("is in the full set only when this process's panel URL is https", async () => {
    expect(SECURITY_HEADERS).not.toHaveProperty("Strict-Transport-Security");
    const saved = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = "https://admin.example.com";
    try {
      await jest.isolateModulesAsync(async () => {
        const reloaded = await import("@/lib/http/security-headers");
        expect(reloaded.SECURITY_HEADERS).toMatchObject({ ...HSTS, "X-Frame-Options": "DENY" });
      });
    } finally {
      if (saved === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = saved;
    }
  });
});
