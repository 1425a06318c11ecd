import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type ListCardProps = {
  title: string;
  /** The count line (CountLine), or how to use the list. */
  description: React.ReactNode;
  /** The search box and filters (ListToolbar). */
  toolbar?: React.ReactNode;
  /** Below the list (ListPager). */
  pager?: React.ReactNode;
  /** The list itself (ListTable). */
  children: React.ReactNode;
};

/** A list in a card: title and count line, toolbar, table, pager. */
export function ListCard({ title, description, toolbar, pager, children }: ListCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {/* The count follows the filters: read out when it changes. */}
        <CardDescription aria-live="polite">{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {toolbar}
        {children}
        {pager}
      </CardContent>
    </Card>
  );
}
