// The refusals the panel words itself or acts on carry a stable code beside SPEC's text: the body
// stays the text (SPEC §8's "status: body"), the code travels in X-Error-Code, and the panel
// matches the code (lib/api-client/errors.ts). One of each kind, through the real routes.
import { POST as createUserRoute } from "@/app/api/admin/users/route";
import { POST as sendMessageRoute } from "@/app/api/admin/users/[id]/send-message/route";
import { POST as createDealRoute } from "@/app/api/admin/deals/route";
import { POST as createViewRoute } from "@/app/api/admin/views/route";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import { DEAL_VALIDATION, DEAL_VALIDATION_CODES } from "@/lib/deals/messages";
import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import { VIEW_ERROR_CODES, VIEW_ERRORS } from "@/lib/views/messages";
import { createUserWithActivity, uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser } from "../helpers/session";

const post = async (handler: Parameters<typeof callRoute>[0], body: unknown, extra: object = {}) =>
  callRoute(handler, { method: "POST", cookie: await cookieFor("admin"), body, ...extra });
const refusal = (answer: Awaited<ReturnType<typeof callRoute>>) => ({
  status: answer.status,
  body: answer.text,
  code: answer.headers.get(ERROR_CODE_HEADER),
});

describe("coded refusals", () => {
  it("a user's email already in use: 409, SPEC's text, user.emailExists", async () => {
    const existing = await createTestUser();
    const answer = await post(createUserRoute, { firstName: "A", lastName: "B", email: existing.email });
    expect(refusal(answer)).toEqual({ status: 409, body: USER_ERRORS.emailExists, code: USER_ERROR_CODES.emailExists });
  });

  it("Take Control by an admin who is not a superadmin: 403, SPEC's text, permission_denied", async () => {
    const { user, channel } = await createUserWithActivity();
    const answer = await post(sendMessageRoute, { channelId: channel.id, content: "x" }, { params: { id: user.id } });
    expect(refusal(answer)).toEqual({
      status: 403,
      body: TAKE_CONTROL_ERRORS.superadminOnly,
      code: PERMISSION_DENIED,
    });
  });

  it("a deal naming a contact that is gone (held under lock) or could never exist (the schema): 400, deal.contactNotFound", async () => {
    const contact = await db.contact.create({ data: { firstName: "Gone", lastName: uniqueTag() } });
    await db.contact.delete({ where: { id: contact.id } });
    const wanted = { status: 400, body: DEAL_VALIDATION.contactNotFound, code: DEAL_VALIDATION_CODES.contactNotFound };
    expect(refusal(await post(createDealRoute, { title: "D", value: "1", contactId: contact.id }))).toEqual(wanted);
    expect(refusal(await post(createDealRoute, { title: "D", value: "1", contactId: "not an id" }))).toEqual(wanted);
  });

  it("a saved view's name taken: 409, the views' text, view.nameTaken", async () => {
    const body = { list: "users", name: `Mine ${uniqueTag()}`, state: { query: {} } };
    expect((await post(createViewRoute, body)).status).toBe(201);
    expect(refusal(await post(createViewRoute, body))).toEqual({
      status: 409,
      body: VIEW_ERRORS.nameTaken,
      code: VIEW_ERROR_CODES.nameTaken,
    });
  });
});
