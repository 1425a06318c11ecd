"use client";

// Drag and drop's code for the roadmap table (sortable-roadmap.tsx, dnd-kit):
// fetched when the admin heads for a row's grip (pointer or focus), not with the page (docs/decisions/page-weight.md).
import { deferredModule } from "@/lib/loading/deferred-module";

export const roadmapSorting = deferredModule(() => import("@/components/roadmap/sortable-roadmap"));
