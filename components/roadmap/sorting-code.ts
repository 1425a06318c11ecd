"use client";

// Drag and drop's code for the roadmap table (sortable-roadmap.tsx, dnd-kit):
// fetched when the admin heads for a row's grip (pointer or focus), or at the
// latest presses it, not with the page (docs/decisions/page-weight.md). A grip
// pressed before the code was here starts its drag when it arrives (lib/loading/held-press.ts).
import { deferredModule } from "@/lib/loading/deferred-module";
import { heldPresses } from "@/lib/loading/held-press";

export const roadmapSorting = deferredModule(() => import("@/components/roadmap/sortable-roadmap"));

export const roadmapPresses = heldPresses(roadmapSorting.fetch);
