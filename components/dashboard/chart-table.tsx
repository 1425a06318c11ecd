// A chart's numbers as a table: the view a keyboard or screen reader reads (docs/decisions/dashboard-charts.md).
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatSeriesValue, type ChartView } from "@/lib/analytics/chart-views";

export function ChartTable({ view, className }: { view: ChartView; className: string }) {
  return (
    // Scrolls inside the figure's box (same height, so switching views moves nothing below);
    // focusable, so a keyboard can scroll it.
    <div className={`${className} overflow-y-auto`} tabIndex={0} role="region" aria-label={`${view.title}, table`}>
      <Table>
        <TableHeader className="bg-card sticky top-0">
          <TableRow>
            <TableHead>{view.category}</TableHead>
            {view.series.map((series) => (
              <TableHead key={series.key} className="text-right">
                {series.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {view.rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              {view.series.map((series) => (
                <TableCell key={series.key} className="text-right tabular-nums">
                  {formatSeriesValue(series, Number(row[series.key]))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
