"use client";

// A required link chosen with a server-searched picker (the purchase's buyer
// and item): unlike LinkField it offers no "none" entry. The form stores the
// id; the picked name is kept beside it for the button.
import * as React from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import type { PickerSource } from "@/components/form/pickers";
import { RemotePicker, type Picked } from "@/components/form/remote-picker";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

type PickerFieldProps<TForm extends FieldValues, TOut, T> = {
  control: Control<TForm, unknown, TOut>;
  name: FieldPath<TForm>;
  source: PickerSource<T>;
  /** The record's own link, to name the id the form starts with. */
  initial: Picked | null;
};

export function PickerField<TForm extends FieldValues, TOut, T>({ control, name, source, initial }: PickerFieldProps<TForm, TOut, T>) {
  const [picked, setPicked] = React.useState<Picked | null>(null);
  const display = (id: string | null | undefined): Picked | null => {
    if (!id) return null;
    if (picked?.id === id) return picked;
    return initial?.id === id ? initial : { id, name: id };
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
                if (!choice) return;
                setPicked(choice);
                field.onChange(choice.id);
              }}
              queryKey={source.queryKey}
              toOption={source.toOption}
              label={source.label}
              placeholder={source.noneLabel}
              searchPlaceholder={source.searchPlaceholder}
              emptyText={source.emptyText}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
