import { DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-code";
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

  it.each([
    [
      "Prisma's cannot-reach (P1001)",
      new Prisma.PrismaClientKnownRequestError("unreachable", { code: "P1001", clientVersion: "test" }),
    ],
    ["a refused socket", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a server shutting down (57P01)", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a connection never made in time", new Error("Connection terminated due to connection timeout")],
  ])("answers %s with 503, Retry-After and the coded text", async (_, error) => {
    const response = errorResponse(error);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE });
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
