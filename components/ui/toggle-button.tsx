import * as React from "react";
import { Button } from "@/components/ui/button";

type ToggleButtonProps = Omit<React.ComponentProps<typeof Button>, "variant" | "aria-pressed"> & { pressed: boolean };

/**
 * A button that stays pressed (`aria-pressed`) and looks it: filled when pressed, outlined when not,
 * in both themes. An outlined button whose only change is the attribute looked the same either way.
 */
export function ToggleButton({ pressed, ...props }: ToggleButtonProps) {
  return <Button type="button" variant={pressed ? "default" : "outline"} aria-pressed={pressed} {...props} />;
}
