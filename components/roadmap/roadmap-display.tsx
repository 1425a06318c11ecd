// How a roadmap item's status and date are shown (SPEC §2, §4).
import { Badge } from "@/components/ui/badge";
import { ROADMAP_STATUS_LABELS, ROADMAP_STATUSES, ROADMAP_TEXT, type RoadmapStatusValue } from "@/lib/roadmap/messages";

const STATUS_VARIANT: Record<RoadmapStatusValue, "default" | "secondary" | "outline"> = {
  upcoming: "outline",
  in_progress: "secondary",
  completed: "default",
};

export const ROADMAP_STATUS_OPTIONS = ROADMAP_STATUSES.map((status) => ({
  value: status,
  label: ROADMAP_STATUS_LABELS[status],
}));

export const roadmapDate = (date: string | null) => date || ROADMAP_TEXT.noDate;

export function RoadmapStatusBadge({ status }: { status: RoadmapStatusValue }) {
  return <Badge variant={STATUS_VARIANT[status]}>{ROADMAP_STATUS_LABELS[status]}</Badge>;
}
