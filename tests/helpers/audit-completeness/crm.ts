// Audit completeness (./harness.ts) for the CRM's routes: contacts, companies, deals, activities.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { uniqueTag } from "../fixtures";
import { bulkEdit, type Scenario, type ScenarioGroup } from "./harness";

/**
 * An import whose row names a record that exists, with duplicates updated: the import's entry and one update entry
 * for the record it changed, as a bulk edit writes (refused: a column left unmapped).
 */
async function importUpdating(
  actorId: string,
  type: "contact" | "company",
  existing: () => Promise<{ file: string; columns: string; state: () => Promise<unknown> }>,
): Promise<Scenario> {
  const { file, columns, state } = await existing();
  return {
    action: `${type}.import`,
    writes: [`${type}.import`, `${type}.update`],
    actorId,
    valid: { search: `columns=${columns}&duplicates=update`, file },
    refused: { search: `columns=,${columns}&duplicates=update`, file },
    state,
  };
}

export const SCENARIOS: ScenarioGroup = {
  "PATCH /api/admin/deals": async (actorId) => {
    const deal = await db.deal.create({ data: { title: `audit-${uniqueTag()}`, value: "1.00" } });
    const state = () => db.deal.findUnique({ where: { id: deal.id }, select: { stage: true } });
    return [bulkEdit(actorId, "deal.update", deal, { stage: "proposal" }, state)];
  },
  "PATCH /api/admin/contacts": async (actorId) => {
    const contact = await db.contact.create({ data: { firstName: "Audit", lastName: uniqueTag() } });
    const state = () => db.contact.findUnique({ where: { id: contact.id }, select: { status: true } });
    return [bulkEdit(actorId, "contact.update", contact, { status: "customer" }, state)];
  },
  "PATCH /api/admin/activities": async (actorId) => {
    const activity = await db.activity.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.activity.findUnique({ where: { id: activity.id }, select: { completed: true } });
    return [bulkEdit(actorId, "activity.update", activity, { completed: true }, state)];
  },
  "POST /api/admin/contacts": async (actorId) => {
    const lastName = `audit-${uniqueTag()}`;
    const body = { firstName: "Audit", lastName, status: "lead" };
    return [
      {
        action: "contact.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, firstName: " " } },
        state: () => db.contact.count({ where: { lastName } }),
      },
    ];
  },
  "POST /api/admin/contacts/import": async (actorId) => {
    const lastName = `audit-${uniqueTag()}`;
    const file = `First name,Last name\nAudit,${lastName}\n`;
    return [
      {
        action: "contact.import",
        actorId,
        valid: { search: "columns=firstName,lastName", file },
        refused: { search: "columns=firstName,", file },
        state: () => db.contact.count({ where: { lastName } }),
      },
      await importUpdating(actorId, "contact", async () => {
        const email = `audit-${uniqueTag()}@example.test`;
        const { id } = await db.contact.create({ data: { firstName: "Old", lastName, email } });
        return {
          file: `First name,Last name,Email\nNew,${lastName},${email}\n`,
          columns: "firstName,lastName,email",
          state: () => db.contact.findUnique({ where: { id }, select: { firstName: true } }),
        };
      }),
    ];
  },
  "PATCH /api/admin/contacts/[id]": async (actorId) => {
    const contact = await db.contact.create({ data: { firstName: "Audit", lastName: `audit-${uniqueTag()}` } });
    const params = { id: contact.id };
    const body = { firstName: "Audit", lastName: contact.lastName, status: "customer" };
    const state = () => db.contact.findUnique({ where: { id: contact.id }, select: { status: true, email: true } });
    return [
      {
        action: "contact.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, email: "not-an-email" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/contacts/[id]": async (actorId) => {
    const contact = await db.contact.create({ data: { firstName: "Audit", lastName: `audit-${uniqueTag()}` } });
    const state = () => db.contact.count({ where: { id: contact.id } });
    return [
      {
        action: "contact.delete",
        actorId,
        valid: { params: { id: contact.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/companies": async (actorId) => {
    const name = `audit-${uniqueTag()}`;
    const body = { name, website: "https://example.com", size: "small" };
    return [
      {
        action: "company.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, website: "javascript:alert(1)" } },
        state: () => db.company.count({ where: { name } }),
      },
    ];
  },
  "POST /api/admin/companies/import": async (actorId) => {
    const name = `audit-${uniqueTag()}`;
    const file = `Name;Size\n${name};large\n`;
    return [
      {
        action: "company.import",
        actorId,
        valid: { search: "columns=name,size", file },
        refused: { search: "columns=,size", file },
        state: () => db.company.count({ where: { name } }),
      },
      await importUpdating(actorId, "company", async () => {
        const { id, name: existing } = await db.company.create({
          data: { name: `audit-${uniqueTag()}`, size: "small" },
        });
        return {
          file: `Name;Size\n${existing};large\n`,
          columns: "name,size",
          state: () => db.company.findUnique({ where: { id }, select: { size: true } }),
        };
      }),
    ];
  },
  "PATCH /api/admin/companies/[id]": async (actorId) => {
    const company = await db.company.create({ data: { name: `audit-${uniqueTag()}` } });
    const params = { id: company.id };
    const body = { name: company.name, size: "large" };
    const state = () => db.company.findUnique({ where: { id: company.id }, select: { size: true } });
    return [
      {
        action: "company.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, size: "huge" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/companies/[id]": async (actorId) => {
    const company = await db.company.create({ data: { name: `audit-${uniqueTag()}` } });
    const state = () => db.company.count({ where: { id: company.id } });
    return [
      {
        action: "company.delete",
        actorId,
        valid: { params: { id: company.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/deals": async (actorId) => {
    const title = `audit-${uniqueTag()}`;
    const body = { title, value: "10.50", stage: "proposal" };
    return [
      {
        action: "deal.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, value: "1.005" } },
        state: () => db.deal.count({ where: { title } }),
      },
    ];
  },
  "PATCH /api/admin/deals/[id]": async (actorId) => {
    const deal = await db.deal.create({ data: { title: `audit-${uniqueTag()}`, value: "10.00" } });
    const params = { id: deal.id };
    const body = { title: deal.title, value: "10.00", stage: "closed-won" };
    const state = () => db.deal.findUnique({ where: { id: deal.id }, select: { stage: true, probability: true } });
    return [
      {
        action: "deal.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, probability: 101 } },
        state,
      },
    ];
  },
  "DELETE /api/admin/deals/[id]": async (actorId) => {
    const deal = await db.deal.create({ data: { title: `audit-${uniqueTag()}`, value: "10.00" } });
    const state = () => db.deal.count({ where: { id: deal.id } });
    return [
      {
        action: "deal.delete",
        actorId,
        valid: { params: { id: deal.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/activities": async (actorId) => {
    const title = `audit-${uniqueTag()}`;
    const body = { title, type: "call" };
    return [
      {
        action: "activity.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, type: "chat" } },
        state: () => db.activity.count({ where: { title } }),
      },
    ];
  },
  "PATCH /api/admin/activities/[id]": async (actorId) => {
    const activity = await db.activity.create({ data: { title: `audit-${uniqueTag()}` } });
    const params = { id: activity.id };
    const body = { title: activity.title, completed: true };
    const state = () =>
      db.activity.findUnique({ where: { id: activity.id }, select: { completed: true, dealId: true } });
    return [
      {
        action: "activity.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, dealId: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "DELETE /api/admin/activities/[id]": async (actorId) => {
    const activity = await db.activity.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.activity.count({ where: { id: activity.id } });
    return [
      {
        action: "activity.delete",
        actorId,
        valid: { params: { id: activity.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
};
