import { auditDetailLines } from "@/lib/audit/detail-lines";

describe("an audit entry's details as lines", () => {
  it("an update: only the fields that changed, before → after", () => {
    expect(
      auditDetailLines({
        before: { title: "Renewal", stage: "lead", value: "10.00", closeDate: null },
        after: { title: "Renewal", stage: "qualified", value: "10.00", closeDate: "2027-01-31" },
        version: 3,
      }),
    ).toEqual([
      { field: "stage", before: "lead", value: "qualified" },
      { field: "closeDate", before: "—", value: "2027-01-31" },
      { field: "version", value: "3" },
    ]);
  });

  it("a create or a delete: the fields set, from or to nothing", () => {
    expect(auditDetailLines({ before: null, after: { name: "Acme", website: null, active: true } })).toEqual([
      { field: "name", before: "—", value: "Acme" },
      { field: "active", before: "—", value: "true" },
    ]);
    expect(auditDetailLines({ before: { name: "Acme" }, after: null, batch: "b1" })).toEqual([
      { field: "name", before: "Acme", value: "—" },
      { field: "batch", value: "b1" },
    ]);
  });

  it("a bulk delete names its records; other notes stay as they are", () => {
    expect(
      auditDetailLines({
        before: [
          { id: "c1", label: "general" },
          { id: "c2", label: "random" },
        ],
        after: null,
        deleted: 2,
        removed: { message: 4, reaction: 1 },
      }),
    ).toEqual([
      { field: "records", value: "general, random" },
      { field: "deleted", value: "2" },
      { field: "removed", value: "message 4, reaction 1" },
    ]);
  });

  it("a bulk delete of many records names the first five and counts the rest", () => {
    const before = Array.from({ length: 1000 }, (_, index) => ({ id: `c${index}`, label: `channel-${index}` }));
    expect(auditDetailLines({ before, after: null, deleted: 1000 })).toEqual([
      { field: "records", value: "channel-0, channel-1, channel-2, channel-3, channel-4 and 995 more" },
      { field: "deleted", value: "1000" },
    ]);
    // Exactly five: all named, nothing counted.
    expect(auditDetailLines({ before: before.slice(0, 5), after: null })).toEqual([
      { field: "records", value: "channel-0, channel-1, channel-2, channel-3, channel-4" },
    ]);
  });

  it("no details, no lines; details that are not an object, one line", () => {
    expect(auditDetailLines(null)).toEqual([]);
    expect(auditDetailLines("reset by support")).toEqual([{ field: "details", value: "reset by support" }]);
    expect(auditDetailLines({ reason: "", bulk: true })).toEqual([
      { field: "reason", value: '""' },
      { field: "bulk", value: "true" },
    ]);
  });
});
