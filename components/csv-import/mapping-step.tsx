"use client";

// Step 2: each column of the file to a field or to nothing, with what the first rows hold.
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { CSV_IMPORT_TEXT } from "@/lib/csv-import/messages";
import type { CsvPreview } from "@/lib/csv-import/preview";
import type { ColumnMapping, ImportField } from "@/lib/csv-import/schema";
import { cn } from "@/lib/utils";

type MappingStepProps = {
  preview: CsvPreview;
  columns: ColumnMapping;
  fields: readonly ImportField[];
  onChange: (index: number, field: string | null) => void;
};

export function MappingStep({ preview, columns, fields, onChange }: MappingStepProps) {
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">{CSV_IMPORT_TEXT.mappingHelp}</p>
      <Table scrollLabel={CSV_IMPORT_TEXT.previewCaption} data-testid="import-mapping">
        <caption className="sr-only">{CSV_IMPORT_TEXT.previewCaption}</caption>
        <TableHeader>
          <TableRow>
            {preview.header.map((name, index) => (
              <TableHead key={index} scope="col" className="min-w-36 align-top">
                <label className="grid gap-1 py-2">
                  <span className="truncate font-medium" title={name}>
                    {name || `Column ${index + 1}`}
                  </span>
                  <select
                    className={cn(SELECT_TRIGGER_CLASS, "w-full")}
                    value={columns[index] ?? ""}
                    onChange={(event) => onChange(index, event.target.value || null)}
                  >
                    <option value="">{CSV_IMPORT_TEXT.ignore}</option>
                    {fields.map(({ field, label }) => (
                      <option key={field} value={field}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {preview.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {preview.header.map((_, index) => (
                <TableCell key={index} className="max-w-48 truncate" title={row[index]}>
                  {row[index]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
