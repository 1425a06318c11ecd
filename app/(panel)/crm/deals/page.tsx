import { Suspense } from "react";
import { panelPage } from "@/components/auth/panel-access";
import { BoardSkeleton } from "@/components/deals/deal-column";
import { DealsScreen, PipelineTotal } from "@/components/deals/deals-screen";
import { PageHeader } from "@/components/layout/page-header";
import { DEALS_TEXT } from "@/lib/deals/messages";
import { loadBoard } from "@/lib/deals/service";
import { asJson } from "@/lib/serialize";
import { resourceTitle } from "@/lib/page-titles";

/** The board with each column's first cards and its true count and sum, as the API's GET /board answers. */
async function DealsBoardLoader() {
  const board = await loadBoard();
  return <DealsScreen initialBoard={asJson(board)} />;
}

// The access check comes first (panelPage); the board streams in behind its skeleton.
export const metadata = resourceTitle("crm_deals");

export default panelPage(async function DealsPage() {
  return (
    <Suspense
      fallback={
        <>
          <PageHeader title={DEALS_TEXT.title} subtitle={<PipelineTotal value={null} />} />
          <BoardSkeleton />
        </>
      }
    >
      <DealsBoardLoader />
    </Suspense>
  );
}, "deals.read");
