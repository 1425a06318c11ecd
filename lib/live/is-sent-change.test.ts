import { isSentChange } from "@/lib/live/is-sent-change";
import { sentChangeSchema } from "@/lib/live/schema";

// The hand-written check agrees with the schema the server speaks.
const stale = ["/api/admin/users"];
const samples: unknown[] = [
  { type: "user", action: "update", ids: ["a", "b"], actorId: "x", actorLabel: "Ada", stale },
  { type: "*", action: "*", ids: null, actorId: null, actorLabel: null, stale: [] },
  { type: "user", action: "update", ids: ["a", 1], actorId: null, actorLabel: null, stale },
  { type: "user", action: "update", ids: "a", actorId: null, actorLabel: null, stale },
  { type: "user", action: 3, ids: null, actorId: null, actorLabel: null, stale },
  { type: "user", action: "update", ids: null, actorLabel: null, stale },
  { type: "user", action: "update", ids: null, actorId: null, actorLabel: 4, stale },
  { type: "user", action: "update", ids: null, actorId: null, actorLabel: null },
  { type: "user", action: "update", ids: null, actorId: null, actorLabel: null, stale: "/api/admin/users" },
  { type: "user", action: "update", ids: null, actorId: null, actorLabel: null, stale: [["/api/admin/users"]] },
  { type: "user", action: "update", ids: null, actorId: null, actorLabel: null, stale: [1] },
  null,
  "change",
  [],
];

test.each(samples.map((sample) => [JSON.stringify(sample), sample]))("%s", (_, sample) => {
  expect(isSentChange(sample)).toBe(sentChangeSchema.safeParse(sample).success);
});
