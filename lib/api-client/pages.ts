// A paged list from the browser (lib/api/pagination.ts): the JSON array plus X-Total-Count and the Link header's cursors.
import type { QueryKey } from "@tanstack/react-query";
import { throwIfNotOk } from "@/lib/api-client/errors";
import { queryKeyToUrl } from "@/lib/api-client/request";
import type { Page } from "@/lib/api/page";
import { parseLinkHeader } from "@/lib/api/pagination";

function cursorFrom(link: string | undefined, name: "after" | "before"): string | null {
  return link ? new URL(link, "http://panel.local").searchParams.get(name) : null;
}

export async function fetchPage<T>(queryKey: QueryKey, signal?: AbortSignal): Promise<Page<T>> {
  const response = await fetch(queryKeyToUrl(queryKey), { credentials: "include", signal });
  await throwIfNotOk(response);
  const links = parseLinkHeader(response.headers.get("link"));
  return {
    items: (await response.json()) as T[],
    total: Number(response.headers.get("x-total-count") ?? 0),
    totalExact: response.headers.get("x-total-count-exact") !== "false",
    nextCursor: cursorFrom(links.next, "after"),
    prevCursor: cursorFrom(links.prev, "before"),
  };
}
