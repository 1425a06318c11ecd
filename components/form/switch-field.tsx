"use client";

// A boolean form field shown as a switch, with an optional hint under it.
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";

type SwitchFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  disabled?: boolean;
  /** Shown off whatever the value (SPEC §4: Active is forced off until the required fields are filled). */
  forceOff?: boolean;
};

export function SwitchField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  disabled,
  forceOff,
}: SwitchFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className="flex flex-row items-center justify-between gap-4 rounded-md border p-3">
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            {/* The error may be the hint itself: never show it twice. */}
            {description && !fieldState.error ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </div>
          <FormControl>
            <Switch
              checked={!forceOff && field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={disabled}
            />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
