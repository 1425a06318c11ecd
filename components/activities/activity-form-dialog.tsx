"use client";

// One form for adding and editing an activity (SPEC §4: "create and edit
// share one form; closing resets it"), on the schema the API validates with.
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LinkField } from "@/components/form/link-field";
import { contactPicker, dealPicker } from "@/components/form/pickers";
import { contactName } from "@/lib/contacts/display";
import { TYPE_FORM_OPTIONS } from "@/components/activities/activity-types";
import { activityValues, useSaveActivity } from "@/components/activities/use-activity-mutations";
import { SelectField, TextareaField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ACTIVITIES_TEXT } from "@/lib/activities/messages";
import {
  activityFormSchema,
  type ActivityFormInput,
  type ActivityFormValues,
  type ActivityRow,
} from "@/lib/activities/schema";

const EMPTY: ActivityFormInput = {
  type: "task",
  title: "",
  description: "",
  completed: false,
  dueDate: "",
  contactId: null,
  dealId: null,
};

/** The form's values for a record: blanks as "" so the inputs stay controlled. */
function startValuesFor(activity: ActivityRow | null): ActivityFormInput {
  if (!activity) return EMPTY;
  const values = activityValues(activity);
  return { ...values, description: values.description ?? "", dueDate: values.dueDate ?? "" };
}

type ActivityFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit; null to add one. */
  activity: ActivityRow | null;
};

export function ActivityFormDialog({ open, onOpenChange, activity }: ActivityFormDialogProps) {
  const form = useForm<ActivityFormInput, unknown, ActivityFormValues>({
    resolver: zodResolver(activityFormSchema),
    defaultValues: EMPTY,
  });
  const save = useSaveActivity();
  const startValues = React.useMemo(() => startValuesFor(activity), [activity]);
  const initialContact = activity?.contact ? { id: activity.contact.id, name: contactName(activity.contact) } : null;
  const initialDeal = activity?.deal ? { id: activity.deal.id, name: activity.deal.title } : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={activity ? "Edit Activity" : "Add Activity"}
      description={
        activity
          ? "Change the activity's details or mark it completed."
          : "Record a task, note, call, email or meeting."
      }
      form={form}
      startValues={startValues}
      onSubmit={(values) => save(activity, values)}
      editing={activity && { type: "activity", id: activity.id }}
      submitLabel={activity ? "Save Changes" : "Add Activity"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="type" label="Type" options={TYPE_FORM_OPTIONS} />
        <FormField
          control={form.control}
          name="completed"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Status</FormLabel>
              <Select
                value={field.value ? "completed" : "pending"}
                onValueChange={(value) => field.onChange(value === "completed")}
              >
                <FormControl>
                  <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value="pending">{ACTIVITIES_TEXT.pending}</SelectItem>
                  <SelectItem value="completed">{ACTIVITIES_TEXT.completed}</SelectItem>
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <TextField control={form.control} name="title" label="Title" />
      <TextareaField control={form.control} name="description" label="Description" />
      <TextField control={form.control} name="dueDate" label="Due date" type="date" />
      <div className="grid gap-4 sm:grid-cols-2">
        <LinkField control={form.control} name="contactId" source={contactPicker} initial={initialContact} />
        <LinkField control={form.control} name="dealId" source={dealPicker} initial={initialDeal} />
      </div>
    </FormDialog>
  );
}
