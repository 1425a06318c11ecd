import { errorResponse } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";

describe("errorResponse", () => {
  // Prisma's errors that nothing stored and the same request may well succeed a moment later.
  it.each([
    [
      "P2034",
      "a write conflict or deadlock",
      409,
      "The record was changed at the same time by another request. Please try again.",
    ],
    ["P2028", "no transaction in time", 503, "The server is busy. Please try again in a moment."],
  ] as const)("answers %s (%s) with %i and a text asking to try again", async (code, what, status, text) => {
    const response = errorResponse(new Prisma.PrismaClientKnownRequestError(what, { code, clientVersion: "test" }));
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(text);
  });

  it("answers text PostgreSQL cannot store with 400, and any other unmapped database error (P2039) with a 500", async () => {
    const databaseError = (originalCode: string) =>
      new Prisma.PrismaClientKnownRequestError(`Database error. Code: \`${originalCode}\``, {
        code: "P2039",
        clientVersion: "test",
        meta: { driverAdapterError: { cause: { originalCode } } },
      });
    const nul = errorResponse(databaseError("22021"));
    expect(nul.status).toBe(400);
    expect(await nul.text()).toBe("The request contains characters that cannot be stored");
    expect(errorResponse(databaseError("57014")).status).toBe(500);
  });
});
