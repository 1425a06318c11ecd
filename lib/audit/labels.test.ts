import { auditActionText, auditActorText } from "@/lib/audit/action-verbs";
import { actorLabel, countLabel, purchaseLabel, userLabel } from "@/lib/audit/labels";

describe("audit labels", () => {
  it("name a user by name and email, falling back to either, then the id", () => {
    expect(userLabel({ id: "u1", firstName: " Ada ", lastName: "Lovelace", email: "ada@example.com" })).toBe(
      "Ada Lovelace (ada@example.com)",
    );
    expect(userLabel({ id: "u1", firstName: null, lastName: "", email: "ada@example.com" })).toBe("ada@example.com");
    expect(userLabel({ id: "u1", firstName: "Ada", lastName: null, email: null })).toBe("Ada");
    expect(userLabel({ id: "u1", firstName: null, lastName: null, email: " " })).toBe("u1");
  });

  it("name an actor or a buyer by name, else email, else id", () => {
    expect(actorLabel({ id: "u1", firstName: "Ada", lastName: "Admin", email: "ada@example.com" })).toBe("Ada Admin");
    expect(actorLabel({ id: "u1", firstName: null, lastName: null, email: "ada@example.com" })).toBe("ada@example.com");
    expect(purchaseLabel({ user: { id: "u2" }, shopItem: { name: "E-book" } })).toBe("u2 – E-book");
  });

  it("count bulk targets", () => {
    expect(countLabel(1, "channel")).toBe("1 channel");
    expect(countLabel(1200, "roadmap item")).toBe("1,200 roadmap items");
  });
});

describe("the audit log's sentence", () => {
  const entry = {
    action: "user.ban",
    actorId: "a1",
    actorLabel: "Ada Admin",
    targetType: "user",
    targetId: "u2",
    targetLabel: "Bo Smith (bo@example.com)",
  };

  it("reads who, the action's verb and the target's label", () => {
    expect(`${auditActorText(entry)} ${auditActionText(entry)}`).toBe(
      "Ada Admin banned user Bo Smith (bo@example.com)",
    );
    expect(
      auditActionText({
        ...entry,
        action: "channel.bulk_delete",
        targetType: "channel",
        targetId: null,
        targetLabel: "3 channels",
      }),
    ).toBe("deleted 3 channels");
  });

  it("falls back to ids for entries written without labels, and to the raw action for unknown ones", () => {
    expect(auditActorText({ actorId: null, actorLabel: null })).toBe("Someone");
    expect(auditActionText({ action: "user.change_id", targetType: "user", targetId: "u2", targetLabel: null })).toBe(
      "changed the id of user u2",
    );
    expect(
      auditActionText({ action: "test.thing", targetType: "roadmap_item", targetId: null, targetLabel: null }),
    ).toBe("test.thing");
  });

  it("puts the target where the phrase needs it, and says which way a feature toggle went", () => {
    expect(
      auditActionText({
        action: "user.sign_out_everywhere",
        targetType: "user",
        targetId: "u2",
        targetLabel: "Bo Smith",
      }),
    ).toBe("signed Bo Smith out everywhere");
    expect(
      auditActionText({ action: "user.sign_out_everywhere", targetType: "user", targetId: "u2", targetLabel: null }),
    ).toBe("signed user u2 out everywhere");
    const toggle = {
      action: "feature_toggle.update",
      targetType: "feature_toggle",
      targetId: "channels",
      targetLabel: "Channels",
    };
    expect(auditActionText({ ...toggle, details: { before: { isEnabled: true }, after: { isEnabled: false } } })).toBe(
      "turned off the feature toggle Channels",
    );
    expect(auditActionText({ ...toggle, details: { before: { isEnabled: false }, after: { isEnabled: true } } })).toBe(
      "turned on the feature toggle Channels",
    );
    expect(auditActionText({ ...toggle, details: null })).toBe("switched the feature toggle Channels");
  });
});
