"use client";

// The collapsed sidebar's tooltips (SPEC §9 delays), fetched when the sidebar
// first collapses on a desktop: an expanded sidebar never shows them.
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

export { TooltipProvider as SidebarTooltipProvider };

export function SidebarTooltip({
  label,
  hidden,
  children,
}: {
  label: string;
  hidden: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={hidden}>
        {label}
      </TooltipContent>
    </Tooltip>
  );
}
