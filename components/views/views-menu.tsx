"use client";

// The Views menu (fetched after hydration, list-view-menus.tsx): pick a saved
// view, save the list as one, and for the view shown make it the default,
// rename or delete it (where the server says this admin may: canManage).
import * as React from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { MenuButton } from "@/components/list-screen/list-view-menus";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { useViewMutations } from "@/components/views/use-view-mutations";
import type { ListViews } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { viewsButtonLabel } from "@/lib/views/list-view";
import { VIEW_TEXT } from "@/lib/views/messages";
import { viewsKeys } from "@/lib/views/query-keys";
import type { SavedViewRow, ViewState, ViewsAnswer } from "@/lib/views/schema";

const ViewFormDialog = lazyDialog(() =>
  import("@/components/views/view-form-dialog").then((module) => module.ViewFormDialog),
);

/** What a view keeps of the list's query: everything but the page it is on (a view opens at the first). */
function savedQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => key !== "after" && key !== "before" && value !== undefined),
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return <DropdownMenuLabel className="text-muted-foreground font-normal">{children}</DropdownMenuLabel>;
}

function ViewGroup({
  title,
  views,
  defaultViewId,
}: {
  title: string;
  views: SavedViewRow[];
  defaultViewId: string | null;
}) {
  if (!views.length) return null;
  return (
    <>
      <DropdownMenuLabel>{title}</DropdownMenuLabel>
      {views.map((view) => (
        <DropdownMenuRadioItem key={view.id} value={view.id}>
          <span className="truncate">{view.name}</span>
          <span className="text-muted-foreground ml-auto shrink-0 text-xs">
            {[view.shared ? view.ownerName : null, view.id === defaultViewId ? VIEW_TEXT.defaultMark : null]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </DropdownMenuRadioItem>
      ))}
    </>
  );
}

/** The saved views to pick from: personal ones, then shared ones (with their owner). */
function ViewChoices({
  answer,
  current,
  onChoose,
}: {
  answer: UseQueryResult<ViewsAnswer>;
  current: string | null;
  onChoose: (view: SavedViewRow) => void;
}) {
  if (answer.isPending) return <Note>{VIEW_TEXT.loading}</Note>;
  if (answer.isError) return <Note>{VIEW_TEXT.loadFailed}</Note>;
  const { views, defaultViewId } = answer.data;
  if (!views.length) return <Note>{VIEW_TEXT.none}</Note>;
  const choose = (id: string) => {
    const view = views.find((each) => each.id === id);
    if (view) onChoose(view);
  };
  return (
    <DropdownMenuRadioGroup value={current ?? ""} onValueChange={choose}>
      <ViewGroup title={VIEW_TEXT.mine} views={views.filter((view) => !view.shared)} defaultViewId={defaultViewId} />
      <ViewGroup title={VIEW_TEXT.shared} views={views.filter((view) => view.shared)} defaultViewId={defaultViewId} />
    </DropdownMenuRadioGroup>
  );
}

export type ViewsMenuProps = {
  views: ListViews;
  /** The list's current query: what "Save current view…" saves. */
  query: Record<string, unknown>;
  defaultOpen: boolean;
};

export function ViewsMenu({ views, query, defaultOpen }: ViewsMenuProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  // The views are asked for when the menu first opens, not with every list.
  const [wanted, setWanted] = React.useState(defaultOpen);
  if (open && !wanted) setWanted(true);
  const answer = useQuery<ViewsAnswer>({ queryKey: viewsKeys.list(views.list), enabled: wanted });
  const dialog = useRowDialog<SavedViewRow, "form" | "delete">();
  const { setDefault, remove } = useViewMutations(views.list);
  const current = answer.data?.views.find((view) => view.id === views.current.viewId) ?? null;
  const isDefault = current !== null && answer.data?.defaultViewId === current.id;
  const apply = (view: SavedViewRow) => views.apply({ id: view.id, name: view.name, state: view.state });
  const state = (): ViewState => ({
    query: savedQuery(query),
    ...(views.current.columns ? { columns: views.current.columns } : {}),
  });
  const deleteView = (view: SavedViewRow) =>
    remove.mutate(view, {
      onSuccess: () => {
        dialog.close();
        // The list keeps what it shows, no longer as that view.
        if (views.current.viewId === view.id) views.setColumns(views.current.columns);
      },
    });

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          {/* The fetched list's name when it has the view: a rename shows at once, not on the next page load. */}
          <MenuButton>{viewsButtonLabel({ ...views.current, name: current?.name ?? views.current.name })}</MenuButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <ViewChoices answer={answer} current={views.current.viewId} onChoose={apply} />
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => dialog.show("form")}>{VIEW_TEXT.save}</DropdownMenuItem>
          {current ? (
            <>
              <DropdownMenuSeparator />
              <Note>
                <span className="block truncate">{VIEW_TEXT.current(current.name)}</span>
              </Note>
              <DropdownMenuItem onSelect={() => setDefault.mutate(isDefault ? null : current.id)}>
                {isDefault ? VIEW_TEXT.clearDefault : VIEW_TEXT.makeDefault}
              </DropdownMenuItem>
              {current.canManage ? (
                <>
                  <DropdownMenuItem onSelect={() => dialog.show("form", current)}>{VIEW_TEXT.rename}</DropdownMenuItem>
                  <DropdownMenuItem className="text-destructive" onSelect={() => dialog.show("delete", current)}>
                    {VIEW_TEXT.delete}
                  </DropdownMenuItem>
                </>
              ) : null}
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={views.reset}>{VIEW_TEXT.reset}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ViewFormDialog {...dialog.props("form")} list={views.list} view={dialog.record} state={state} onSaved={apply} />
      <ConfirmDialog
        {...dialog.props("delete")}
        title={VIEW_TEXT.deleteTitle}
        description={VIEW_TEXT.deleteDescription(dialog.record?.name ?? "")}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => dialog.record && deleteView(dialog.record)}
      />
    </>
  );
}
