import { isLiveChange } from "@/lib/live/is-live-change";
import { liveChangeSchema } from "@/lib/live/schema";

// The hand-written check agrees with the schema the server speaks.
const samples: unknown[] = [
  { type: "user", action: "update", ids: ["a", "b"], actorId: "x", actorLabel: "Ada" },
  { type: "*", action: "*", ids: null, actorId: null, actorLabel: null },
  { type: "user", action: "update", ids: ["a", 1], actorId: null, actorLabel: null },
  { type: "user", action: "update", ids: "a", actorId: null, actorLabel: null },
  { type: "user", action: 3, ids: null, actorId: null, actorLabel: null },
  { type: "user", action: "update", ids: null, actorLabel: null },
  { type: "user", action: "update", ids: null, actorId: null, actorLabel: 4 },
  null,
  "change",
  [],
];

test.each(samples.map((sample) => [JSON.stringify(sample), sample]))("%s", (_, sample) => {
  expect(isLiveChange(sample)).toBe(liveChangeSchema.safeParse(sample).success);
});
