// What a roadmap item is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const roadmapItemSelect = {
  id: true,
  title: true,
  description: true,
  status: true,
  date: true,
  order: true,
  createdAt: true,
  updatedAt: true,
  version: true,
} satisfies Prisma.RoadmapItemSelect;

export type RoadmapItemRecord = Prisma.RoadmapItemGetPayload<{ select: typeof roadmapItemSelect }>;
