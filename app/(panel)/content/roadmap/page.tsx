import { panelPage } from "@/components/auth/panel-access";
import { RoadmapScreen } from "@/components/roadmap/roadmap-screen";
import { listRoadmapItems } from "@/lib/roadmap/service";
import { asJson } from "@/lib/serialize";

export default panelPage(async function RoadmapPage() {
  return <RoadmapScreen initialItems={asJson(await listRoadmapItems())} />;
});
