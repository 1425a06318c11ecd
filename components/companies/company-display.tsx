// How a company's size and website are shown in the table and the form.
import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { COMPANIES_TEXT, COMPANY_SIZE_LABELS, COMPANY_SIZES, type CompanySizeValue } from "@/lib/companies/messages";
import { isWebsiteUrl } from "@/lib/companies/website";

/** "Small (1-50)": the size with SPEC's employee band (§3, §9). */
export function companySizeLabel(size: CompanySizeValue): string {
  const { label, band } = COMPANY_SIZE_LABELS[size];
  return `${label} (${band})`;
}

export const COMPANY_SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabel(size) }));

export function CompanySizeBadge({ size }: { size: CompanySizeValue | null }) {
  if (!size) return <>{COMPANIES_TEXT.blank}</>;
  return <Badge variant="secondary">{companySizeLabel(size)}</Badge>;
}

/**
 * A website opens in a new tab, and only http and https addresses become
 * links: anything else stored (say, a "javascript:" URL imported from
 * elsewhere) is shown as plain text, never made clickable.
 */
export function CompanyWebsite({ website }: { website: string | null }) {
  if (!website) return <>{COMPANIES_TEXT.blank}</>;
  if (!isWebsiteUrl(website)) return <span title={website}>{website}</span>;
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer"
      title={website}
      className="text-primary inline-flex max-w-full items-center gap-1 underline-offset-4 hover:underline"
    >
      <span className="truncate">{website.replace(/^https?:\/\//i, "").replace(/\/$/, "")}</span>
      <ExternalLink className="size-3 shrink-0" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
