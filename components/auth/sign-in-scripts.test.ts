import { SIGN_IN_SCRIPT, THEME_SCRIPT } from "@/components/auth/sign-in-scripts";
import { PASSKEY_TEXT } from "@/lib/auth/messages";

describe("the sign-in page's inline scripts", () => {
  it.each([
    ["theme", THEME_SCRIPT],
    ["sign-in", SIGN_IN_SCRIPT],
  ])("the %s script is one self-contained call that cannot close its <script> element", (_name, script) => {
    expect(script).not.toMatch(/<\/?script/i);
    expect(script).not.toMatch(/[\u2028\u2029]/);
    // Parses as JavaScript on its own: no import or helper of the bundle leaks into it.
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/\brequire\(|__webpack|__turbopack/);
  });

  it("carries the texts it shows", () => {
    expect(SIGN_IN_SCRIPT).toContain("Invalid email or password.");
    expect(SIGN_IN_SCRIPT).toContain(PASSKEY_TEXT.cancelled);
  });
});
