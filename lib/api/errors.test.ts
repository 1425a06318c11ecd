import { z } from "zod";
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-text";
import { DATABASE_BUSY, DATABASE_UNAVAILABLE, ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { ApiError, conflict, errorResponse } from "@/lib/api/errors";
import { rethrowFromDatabase } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

describe("errorResponse", () => {
  it("answers P2034 (a write conflict or deadlock) with 409 and a text asking to try again", async () => {
    const error = new Prisma.PrismaClientKnownRequestError("deadlock", { code: "P2034", clientVersion: "test" });
    const response = errorResponse(error);
    expect(response.status).toBe(409);
    expect(await response.text()).toBe("The record was changed at the same time by another request. Please try again.");
  });

  // As node-postgres fails a query on the panel's own connections (lib/db.ts notes them so).
  const fromDatabase = (error: Error) => {
    try {
      return rethrowFromDatabase(error);
    } catch (noted) {
      return noted;
    }
  };

  const expect503 = async (response: Response, error: string, message: string) => {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get(ERROR_CODE_HEADER)).toBe(error);
    expect(await response.json()).toEqual({ error, message });
  };

  it.each([
    [
      "Prisma's cannot-reach (P1001)",
      new Prisma.PrismaClientKnownRequestError("unreachable", { code: "P1001", clientVersion: "test" }),
    ],
    [
      "a refused socket",
      fromDatabase(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ],
    [
      "a server shutting down (57P01)",
      fromDatabase(Object.assign(new Error("terminating connection"), { code: "57P01" })),
    ],
    ["a connection never made in time", new Error("Connection terminated due to connection timeout")],
  ])("answers %s with 503, Retry-After and the outage's coded text", async (_, error) => {
    await expect503(errorResponse(error), DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
  });

  it.each([
    [
      "no transaction in time (P2028)",
      new Prisma.PrismaClientKnownRequestError("busy", { code: "P2028", clientVersion: "test" }),
    ],
    ["a full pool with no client free in time", new Error("timeout exceeded when trying to connect")],
  ])("answers %s with 503, Retry-After and the busy server's coded text", async (_, error) => {
    await expect503(errorResponse(error), DATABASE_BUSY, DATABASE_BUSY_MESSAGE);
  });

  it("answers a socket code from anything but the database's connections (a storage server's) with a 500", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9000"), { code: "ECONNREFUSED" });
    expect(errorResponse(new Error("Could not reach the store", { cause: refused })).status).toBe(500);
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
