import { safeCallbackUrl } from "@/lib/auth/callback-url";

describe("safeCallbackUrl", () => {
  it("keeps same-site paths", () => {
    expect(safeCallbackUrl("/users?role=admin")).toBe("/users?role=admin");
  });

  it.each([undefined, null, "", "https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "sends %p to the dashboard",
    (value) => {
      expect(safeCallbackUrl(value)).toBe("/");
    },
  );
});
