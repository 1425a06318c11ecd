import { safeCallbackUrl } from "@/lib/auth/sign-in/callback-url";

describe("safeCallbackUrl", () => {
  it.each([
    ["/users?role=admin", "/users?role=admin"],
    ["/users/abc#top", "/users/abc#top"],
    ["users", "/users"],
    ["/a/../users", "/users"],
  ])("keeps the same-site path %p as %p", (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example".replace("%09", "\t"),
    "/.//evil.example",
    " //evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "http://panel.invalid@evil.example/",
  ])("sends %p to the dashboard", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
  });

  it("accepts an absolute URL of the panel's own origin only", () => {
    expect(safeCallbackUrl("https://admin.example.com/users", "https://admin.example.com")).toBe("/users");
    expect(safeCallbackUrl("https://admin.example.com.evil.example/users", "https://admin.example.com")).toBe("/");
  });
});
