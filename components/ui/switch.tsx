"use client";

import * as React from "react";
import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cn } from "@/lib/utils";

// Not shadcn's colours, whose unchecked track (`bg-input`) is 1.3:1 against white and its white thumb 1.3:1 against
// the track: off is an outline with a small muted thumb, on the primary fill with a large light thumb; 3:1 or more
// in both themes (docs/decisions/accessibility-and-tables.md, checked by e2e/control-contrast.ts).

function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "peer data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=unchecked]:border-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full border shadow-xs transition-all outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          "data-[state=checked]:bg-primary-foreground data-[state=unchecked]:bg-muted-foreground pointer-events-none block rounded-full ring-0 transition-transform data-[state=checked]:size-4 data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:size-3 data-[state=unchecked]:translate-x-0.5",
        )}
      />
    </SwitchPrimitive.Root>
  );
}

export { Switch };
