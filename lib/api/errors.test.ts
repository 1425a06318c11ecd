import { z } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-text";
import { DATABASE_UNAVAILABLE } from "@/lib/api/error-codes";
import { ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { ApiError, conflict, errorResponse } from "@/lib/api/errors";
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

  it("answers a coded refusal with SPEC's text as the body, as before, and the code in its header", async () => {
    const response = errorResponse(conflict("Email already exists", "user.emailExists"));
    expect(response.status).toBe(409);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Email already exists");
    expect(response.headers.get(ERROR_CODE_HEADER)).toBe("user.emailExists");
    // An uncoded one has no header: the client finds no code and shows its fallback.
    expect(errorResponse(conflict("Something else")).headers.get(ERROR_CODE_HEADER)).toBeNull();
  });

  it("keeps the JSON answer of the refusals the client reads details from, with the code in the header too", async () => {
    const response = errorResponse(new ApiError(412, "Changed meanwhile", "version_conflict", { current: 1 }));
    expect(await response.json()).toEqual({ current: 1, error: "version_conflict", message: "Changed meanwhile" });
    expect(response.headers.get(ERROR_CODE_HEADER)).toBe("version_conflict");
  });

  it("passes on the code a schema's check names", async () => {
    const schema = z.string().superRefine((_, ctx) => {
      ctx.addIssue({ code: "custom", message: "Contact not found", params: { errorCode: "deal.contactNotFound" } });
    });
    const response = errorResponse(schema.safeParse("x").error);
    expect([response.status, await response.text()]).toEqual([400, "Contact not found"]);
    expect(response.headers.get(ERROR_CODE_HEADER)).toBe("deal.contactNotFound");
  });
});
