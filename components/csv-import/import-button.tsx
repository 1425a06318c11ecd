"use client";

// The header's Import button; the wizard and the CSV parser load when it is first pressed. Importing creates and
// updates records, so it is shown only to an admin who may change them.
import * as React from "react";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCan } from "@/hooks/use-permissions";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import type { ImportResource } from "@/components/csv-import/import-targets";

const ImportDialog = lazyDialog(() =>
  import("@/components/csv-import/import-dialog").then((module) => module.ImportDialog),
);

export function ImportButton({ resource }: { resource: ImportResource }) {
  const [open, setOpen] = React.useState(false);
  if (!useCan(`${resource}.update`)) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden />
        Import
      </Button>
      <ImportDialog open={open} onOpenChange={setOpen} resource={resource} />
    </>
  );
}
