// The frame of every list screen: the header with its actions, the list
// (a ListCard, cards or a board), and the dialogs the screen opens. A screen
// brings only its columns, filters and dialogs (docs/architecture.md).
import { PageHeader, type PageHeaderProps } from "@/components/layout/page-header";

type ListScreenProps = PageHeaderProps & {
  /** The screen's dialogs, drawn after the list; lazyDialog keeps their code out of the first load. */
  dialogs?: React.ReactNode;
  children: React.ReactNode;
};

export function ListScreen({ dialogs, children, ...header }: ListScreenProps) {
  return (
    <>
      <PageHeader {...header} />
      {children}
      {dialogs}
    </>
  );
}
