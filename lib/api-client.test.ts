import { HttpError, queryKeyToUrl, serverMessage } from "@/lib/api-client";

describe("api client", () => {
  it("turns query keys into URLs", () => {
    expect(queryKeyToUrl(["/api/admin/users", "abc"])).toBe("/api/admin/users/abc");
    expect(queryKeyToUrl(["/api/admin/users", { search: "ada", role: "", page: 2 }])).toBe(
      "/api/admin/users?search=ada&page=2",
    );
  });

  it("words errors as 'status: body', else the status text (SPEC §8)", () => {
    expect(new HttpError(409, "Email already exists", "Conflict").message).toBe("409: Email already exists");
    expect(new HttpError(500, "", "Internal Server Error").message).toBe("500: Internal Server Error");
  });

  it("shows the server's message for client errors and the fallback otherwise", () => {
    expect(serverMessage(new HttpError(403, "Only superadmins can use Take Control", "Forbidden"), "x")).toBe(
      "Only superadmins can use Take Control",
    );
    expect(serverMessage(new HttpError(500, "Internal server error", "x"), "Failed to send message")).toBe(
      "Failed to send message",
    );
    expect(serverMessage(new Error("network"), "Failed to send message")).toBe("Failed to send message");
  });
});
