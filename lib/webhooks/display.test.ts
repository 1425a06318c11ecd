import { canRetry, eventsSummary, WEBHOOK_EVENT_GROUPS } from "@/lib/webhooks/display";
import { WEBHOOK_EVENT_TYPE_NAMES } from "@/lib/webhooks/event-types";

const attempt = (statusCode: number | null) => ({
  at: "2026-11-29T12:00:00.000Z",
  statusCode,
  durationMs: 12,
  error: statusCode === null ? "timed out" : null,
  responseExcerpt: "",
});

describe("the event checklist's groups", () => {
  it("hold every event of the catalogue once, in its order, under the resource before the dot", () => {
    expect(WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events)).toEqual(WEBHOOK_EVENT_TYPE_NAMES);
    const users = WEBHOOK_EVENT_GROUPS.find((group) => group.resource === "user");
    expect(users?.label).toBe("User");
    expect(users?.events).toContain("user.banned");
    expect(WEBHOOK_EVENT_GROUPS.find((group) => group.resource === "feature_toggle")?.label).toBe("Feature toggle");
  });
});

describe("an endpoint's events in a line", () => {
  it("names the whole catalogue, a few events, or the first two and how many more", () => {
    expect(eventsSummary(WEBHOOK_EVENT_TYPE_NAMES)).toBe("All events");
    expect(eventsSummary(["user.banned"])).toBe("user.banned");
    expect(eventsSummary(["user.banned", "user.unbanned", "user.deleted", "channel.deleted"])).toBe(
      "user.banned, user.unbanned +2 more",
    );
  });
});

describe("Retry on a delivery", () => {
  it("is offered once retries are spent and while a retry waits after a failure, never after a success", () => {
    expect(canRetry({ status: "failed", attempts: [attempt(500)] })).toBe(true);
    expect(canRetry({ status: "pending", attempts: [attempt(500)] })).toBe(true);
    expect(canRetry({ status: "pending", attempts: [attempt(null)] })).toBe(true);
    expect(canRetry({ status: "pending", attempts: [] })).toBe(false);
    expect(canRetry({ status: "succeeded", attempts: [attempt(200), attempt(500)] })).toBe(false);
  });
});
