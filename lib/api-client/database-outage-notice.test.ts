// A database outage is told once, however many calls fail during it; a new
// outage, after a call has succeeded, is told again; other failures are left
// to their callers.
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-text";
import { DATABASE_UNAVAILABLE } from "@/lib/api/error-codes";
import { HttpError } from "@/lib/api-client/errors";
import { noteDatabaseReachable, noticeDatabaseUnavailable } from "@/lib/api-client/database-outage-notice";

const shown: unknown[][] = [];
jest.mock("@/lib/loading/toast", () => ({ toast: { error: (...args: unknown[]) => shown.push(args) } }));

const outage = () =>
  new HttpError(
    503,
    DATABASE_UNAVAILABLE_MESSAGE,
    "Service Unavailable",
    false,
    JSON.stringify({ error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE }),
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("shows one notice for an outage, and another only for the next outage", async () => {
  for (let call = 0; call < 40; call++) expect(noticeDatabaseUnavailable(outage())).toBe(true);
  await settle();
  expect(shown).toEqual([
    ["Database unavailable", expect.objectContaining({ description: DATABASE_UNAVAILABLE_MESSAGE })],
  ]);

  noteDatabaseReachable();
  noticeDatabaseUnavailable(outage());
  noticeDatabaseUnavailable(outage());
  await settle();
  expect(shown).toHaveLength(2);
});

it("leaves any other failure to its caller", () => {
  expect(noticeDatabaseUnavailable(new HttpError(503, "The server is busy. Please try again in a moment.", "x"))).toBe(
    false,
  );
  expect(noticeDatabaseUnavailable(new HttpError(500, "Internal server error", "x"))).toBe(false);
  expect(noticeDatabaseUnavailable(new Error("network"))).toBe(false);
});
