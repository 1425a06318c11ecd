import { BUILT_IN_ROLES } from "@/lib/permissions/catalogue";
import { maskEmail, withVisibleEmail } from "@/lib/users/email-mask";

describe("maskEmail", () => {
  it.each([
    ["ada@example.com", "a•••@example.com"],
    ["a@example.com", "a•••@example.com"],
    ["first.last+tag@sub.example.org", "f•••@sub.example.org"],
    ["odd@name@example.com", "o•••@example.com"],
    ["no-domain", "n•••"],
    ["", "•••"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe("withVisibleEmail", () => {
  const record = { id: "1", email: "ada@example.com" };
  it("shows the email to an admin holding users.email", () => {
    expect(withVisibleEmail({ permissions: BUILT_IN_ROLES.admin.permissions }, record)).toBe(record);
  });

  it("masks it for anyone else, leaving the record given untouched", () => {
    expect(withVisibleEmail({ permissions: BUILT_IN_ROLES.moderator.permissions }, record)).toEqual({
      id: "1",
      email: "a•••@example.com",
    });
    expect(record.email).toBe("ada@example.com");
  });

  it("leaves a missing email missing", () => {
    expect(withVisibleEmail({ permissions: [] }, { email: null })).toEqual({ email: null });
  });
});
