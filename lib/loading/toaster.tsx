"use client";

import * as React from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { markToasterMounted } from "@/lib/loading/toast";

// SPEC §9: one toast visible at a time, 5000 ms, swipe right, hotkey F8.
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  // After sonner's own effect has subscribed to its toasts (a child's effects run first).
  React.useEffect(markToasterMounted, []);
  return (
    <Sonner
      theme={(resolvedTheme ?? "dark") as ToasterProps["theme"]}
      className="toaster group"
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      richColors
      closeButton
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
