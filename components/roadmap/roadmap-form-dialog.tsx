"use client";

// Add and Edit share this one form (SPEC §4); the schema is the route's (§3, §5).
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField, TextareaField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { ROADMAP_STATUS_OPTIONS } from "@/components/roadmap/roadmap-display";
import { useSaveRoadmapItem } from "@/components/roadmap/use-roadmap-mutations";
import {
  roadmapItemFormSchema,
  type RoadmapItemFormInput,
  type RoadmapItemFormValues,
  type RoadmapItemRow,
} from "@/lib/roadmap/schema";

const EMPTY: RoadmapItemFormInput = { title: "", description: "", status: "upcoming", date: "", order: 0 };

function startValuesOf(item: RoadmapItemRow | null): RoadmapItemFormInput {
  if (!item) return EMPTY;
  return {
    title: item.title,
    description: item.description ?? "",
    status: item.status,
    date: item.date ?? "",
    order: item.order,
  };
}

type RoadmapFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null to add an item. */
  item: RoadmapItemRow | null;
};

export function RoadmapFormDialog({ open, onOpenChange, item }: RoadmapFormDialogProps) {
  const form = useForm<RoadmapItemFormInput, unknown, RoadmapItemFormValues>({
    resolver: zodResolver(roadmapItemFormSchema),
    defaultValues: EMPTY,
  });
  const startValues = React.useMemo(() => startValuesOf(item), [item]);
  const save = useSaveRoadmapItem();
  const { control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? "Edit Roadmap Item" : "Add Roadmap Item"}
      description={item ? "Change this roadmap item." : "Add an item to the public roadmap."}
      form={form}
      startValues={startValues}
      onSubmit={(values) => save(item, values)}
      editing={item && { type: "roadmap_item", id: item.id }}
      submitLabel={item ? "Save Changes" : "Add Roadmap Item"}
    >
      <TextField control={control} name="title" label="Title" />
      <TextareaField control={control} name="description" label="Description" />
      <SelectField control={control} name="status" label="Status" options={ROADMAP_STATUS_OPTIONS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="date" label="Date" placeholder="e.g. Q3 2026" />
        <TextField control={control} name="order" label="Order" type="number" step="1" />
      </div>
    </FormDialog>
  );
}
