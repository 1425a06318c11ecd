"use client";

// A form field holding the id of a linked record (a contact's company, a
// deal's contact), chosen with a server-searched picker. The form stores the
// id; the picked name is kept beside it for the button.
import * as React from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { pickerProps, type PickerSource } from "@/components/form/pickers";
import { RemotePicker, type Picked } from "@/components/form/remote-picker";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

type LinkFieldProps<TForm extends FieldValues, TOut, T> = {
  control: Control<TForm, unknown, TOut>;
  name: FieldPath<TForm>;
  source: PickerSource<T>;
  /** The record's own link, to name the id the form starts with. */
  initial: Picked | null;
  /** Shown for an id that is neither the initial link nor the last pick. */
  unknownName?: string;
  /** A link that must be set (a purchase's buyer): no entry clears it. */
  required?: boolean;
};

export function LinkField<TForm extends FieldValues, TOut, T>({
  control,
  name,
  source,
  initial,
  unknownName = "Unknown",
  required,
}: LinkFieldProps<TForm, TOut, T>) {
  const [picked, setPicked] = React.useState<Picked | null>(null);
  const display = (id: string | null | undefined): Picked | null => {
    if (!id) return null;
    if (picked?.id === id) return picked;
    if (initial?.id === id) return initial;
    return { id, name: unknownName };
  };
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{source.label}</FormLabel>
          <FormControl>
            <RemotePicker<T>
              value={display(field.value)}
              onChange={(choice) => {
                if (!choice && required) return;
                setPicked(choice);
                field.onChange(choice?.id ?? null);
              }}
              {...pickerProps(source)}
              placeholder={source.noneLabel}
              noneLabel={required ? undefined : source.noneLabel}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
