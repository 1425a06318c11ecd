import { panelPage } from "@/components/auth/panel-access";
import { RoadmapScreen } from "@/components/roadmap/roadmap-screen";
import { listRoadmapItems } from "@/lib/roadmap/service";
import { asJson } from "@/lib/serialize";
import { resourceTitle } from "@/lib/page-titles";

export const metadata = resourceTitle("content_roadmap");

export default panelPage(async function RoadmapPage() {
  return <RoadmapScreen initialItems={asJson(await listRoadmapItems())} />;
}, "roadmap.read");
