import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import { CurrentUserProvider } from "@/components/auth/current-user-provider";
import { AddButton } from "@/components/list-screen/header-buttons";
import { useCan, usePermissions, type CurrentUser } from "@/hooks/use-permissions";
import { HttpError } from "@/lib/api-client/errors";
import { PERMISSION_DENIED } from "@/lib/api/error-codes";
import { authKeys } from "@/lib/auth/query-keys";
import { BUILT_IN_ROLES, type Permission } from "@/lib/permissions/catalogue";
import { makeQueryClient } from "@/lib/query-client";

const moderator: CurrentUser = {
  id: "mod-1",
  permissions: BUILT_IN_ROLES.moderator.permissions,
  roleName: "Moderator",
};

/** Renders `children` as the panel does: the query client, and the layout's current user when given. */
function renderInPanel(children: ReactNode, user?: CurrentUser, client = makeQueryClient()) {
  const seeded = user ? createElement(CurrentUserProvider, { user }, children) : children;
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, seeded));
}

function Answers({ asked }: { asked: Permission[] }) {
  const { can } = usePermissions();
  return asked.map((permission) => `${permission}=${can(permission)}`).join(" ");
}

function SingleAnswer({ permission }: { permission: Permission }) {
  return String(useCan(permission));
}

describe("usePermissions", () => {
  it("answers from the user the layout seeded, on the first render, without a fetch", () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    const html = renderInPanel(
      createElement(Answers, { asked: ["users.ban", "users.export", "contacts.read"] }),
      moderator,
    );
    expect(html).toBe("users.ban=true users.export=false contacts.read=false");
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("allows nothing while the user is unknown", () => {
    const client = makeQueryClient();
    // The query is not fetched during a server render: no user is known.
    expect(renderInPanel(createElement(SingleAnswer, { permission: "users.read" }), undefined, client)).toBe("false");
  });

  it("gives a superadmin every permission, the superadmin-only ones too", () => {
    const superadmin = { id: "s", permissions: BUILT_IN_ROLES.superadmin.permissions, roleName: "Superadmin" };
    expect(renderInPanel(createElement(SingleAnswer, { permission: "users.take_control" }), superadmin)).toBe("true");
  });

  it("hides a kit button without its permission, and shows it with it", () => {
    const addContact = createElement(AddButton, {
      label: "Add Contact",
      onClick: () => {},
      permission: "contacts.update",
    });
    expect(renderInPanel(addContact, moderator)).toBe("");
    const viewer = { id: "v", permissions: BUILT_IN_ROLES.viewer.permissions, roleName: "Viewer" };
    expect(renderInPanel(addContact, viewer)).toBe("");
    const admin = { id: "a", permissions: BUILT_IN_ROLES.admin.permissions, roleName: "Admin" };
    expect(renderInPanel(addContact, admin)).toContain("Add Contact");
  });
});

describe("a refusal for want of permission", () => {
  const refusal = (code: string | null) =>
    new HttpError(403, "You do not have permission to do this", "Forbidden", false, "", code);

  async function afterFailedCall(error: HttpError) {
    const client = makeQueryClient();
    client.setQueryData(authKeys.user, moderator);
    await client
      .fetchQuery({ queryKey: ["/api/admin/contacts"], queryFn: () => Promise.reject(error) })
      .catch(() => undefined);
    return client.getQueryState(authKeys.user);
  }

  it("marks the current user stale, so the screens follow a role changed meanwhile", async () => {
    // No observer is mounted here, so the invalidated query is marked, not refetched.
    expect((await afterFailedCall(refusal(PERMISSION_DENIED)))?.isInvalidated).toBe(true);
  });

  it("leaves the current user alone for any other refusal", async () => {
    expect((await afterFailedCall(refusal("version_conflict")))?.isInvalidated).toBe(false);
  });
});
