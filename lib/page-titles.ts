// Each panel screen's document title ("Users · Admin Panel"), so a browser tab,
// the history and a bookmark say which screen it is. Next's metadata API writes
// them on the server: no client code. The header keeps SPEC's 'Admin Panel'.
import type { Metadata } from "next";
import { RESOURCES, type ResourceKey } from "@/lib/resources";

/** SPEC §1: the product's title, the whole title of a screen that names nothing more (the sign-in screen). */
export const PANEL_TITLE = "Admin Panel";

/** The panel layout's title: a screen's own name first, the product after it. */
export const PANEL_TITLE_TEMPLATE: Metadata["title"] = { template: `%s · ${PANEL_TITLE}`, default: PANEL_TITLE };

/** A screen's metadata: its own title before the template's " · Admin Panel". */
export const pageTitle = (title: string): Metadata => ({ title });

/**
 * A sidebar screen's metadata: the title its sidebar item shows (lib/resources.ts). The Dashboard's page sits in the
 * panel layout's own segment, where Next does not apply that layout's template: it gets the whole title itself.
 */
export function resourceTitle(key: ResourceKey): Metadata {
  const { title, href } = RESOURCES.find((resource) => resource.key === key)!;
  return href === "/" ? { title: { absolute: `${title} · ${PANEL_TITLE}` } } : pageTitle(title);
}
