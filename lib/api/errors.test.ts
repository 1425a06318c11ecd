import { errorResponse } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";

describe("errorResponse", () => {
  it("answers a write conflict or deadlock (P2034) with 409 and a text asking to try again", async () => {
    const error = new Prisma.PrismaClientKnownRequestError("Transaction failed due to a write conflict or a deadlock", {
      code: "P2034",
      clientVersion: "test",
    });
    const response = errorResponse(error);
    expect(response.status).toBe(409);
    expect(await response.text()).toBe("The record was changed at the same time by another request. Please try again.");
  });

  it("answers a transaction that got no connection in time (P2028) with 503 and a text asking to try again", async () => {
    const error = new Prisma.PrismaClientKnownRequestError("Unable to start a transaction in the given time.", {
      code: "P2028",
      clientVersion: "test",
    });
    const response = errorResponse(error);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("The server is busy. Please try again in a moment.");
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
