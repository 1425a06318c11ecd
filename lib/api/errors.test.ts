import { errorResponse } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";

describe("errorResponse", () => {
  it("answers a write conflict or deadlock (P2034) with 409 and a text asking to try again", async () => {
    const error = new Prisma.PrismaClientKnownRequestError("Transaction failed due to a write conflict or a deadlock", { code: "P2034", clientVersion: "test" });
    const response = errorResponse(error);
    expect(response.status).toBe(409);
    expect(await response.text()).toBe("The record was changed at the same time by another request. Please try again.");
  });
});
