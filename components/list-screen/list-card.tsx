import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type ListCardProps = {
  title: string;
  /** The count line (CountLine), or how to use the list. */
  description: React.ReactNode;
  /** The search box and filters (ListToolbar). */
  toolbar?: React.ReactNode;
  /** Below the list (ListPager). */
  pager?: React.ReactNode;
  /** Beside the title: the Views and Columns menus (ListViewMenus). */
  actions?: React.ReactNode;
  /** The list itself (ListTable). */
  children: React.ReactNode;
};

/** A list in a card: title and count line, toolbar, table, pager. */
export function ListCard({ title, description, toolbar, pager, actions, children }: ListCardProps) {
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          {/* The count follows the filters: read out when it changes. */}
          <CardDescription aria-live="polite">{description}</CardDescription>
        </div>
        {actions ? <div className="flex gap-2">{actions}</div> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {toolbar}
        {children}
        {pager}
      </CardContent>
    </Card>
  );
}
