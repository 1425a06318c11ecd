import type { Page } from "@/lib/api/page";

type CountLineProps = {
  list: { data?: Pick<Page<unknown>, "total" | "totalExact">; isPending: boolean; isError: boolean };
  /** What the list holds, for "Loading contacts..." and "Could not load contacts.". */
  noun: string;
  /** What follows the number: SPEC's "contact(s)". */
  unit: string;
};

/** SPEC §2's "N contact(s)" under a list's title; "1000+" when a broad search was counted only up to its cap. */
export function CountLine({ list, noun, unit }: CountLineProps) {
  if (list.isPending) return `Loading ${noun}...`;
  if (list.isError) return `Could not load ${noun}.`;
  return `${list.data?.total ?? 0}${list.data?.totalExact === false ? "+" : ""} ${unit}`;
}
