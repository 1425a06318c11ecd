// WCAG 2.1 1.4.11 (non-text contrast) for the panel's checkboxes, switches and radios, which axe does not check:
// what shows a control and its state must keep 3:1 against what is next to it. Measured in the browser on the
// drawn page, in both themes (the accessibility sweep calls it on every screen it visits):
// - the control itself, its border or its fill, whichever stands out more, against the background behind it;
// - when checked (or mixed), the tick against the fill;
// - a switch's thumb against its track, in either state (the thumb's place is what says on or off).
// Colours are composited on a 1×1 canvas, so any CSS colour (oklch, color-mix, alpha) is read the way it is drawn.
import { expect, type Page } from "@playwright/test";
import { animationsDone, setTheme, THEMES } from "./a11y";

const MINIMUM = 3;

export type ControlReading = { role: string; name: string; state: "checked" | "unchecked"; problem: string | null };

/** Every enabled checkbox, switch and radio on the page (or inside `within`), measured in the current theme. */
export async function readControls(page: Page, within = "body"): Promise<ControlReading[]> {
  await animationsDone(page);
  return page.evaluate(
    ({ within, minimum }) => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const context = canvas.getContext("2d", { willReadFrequently: true })!;
      /** Sets the canvas's fill to a CSS colour, refusing one it cannot read (it would keep the last one silently). */
      const fillWith = (colour: string) => {
        context.fillStyle = "rgba(1, 2, 3, 0.5)";
        const sentinel = context.fillStyle;
        context.fillStyle = colour;
        if (context.fillStyle === sentinel) throw new Error(`The canvas cannot read the colour ${colour}`);
      };
      /** The opaque colour of `layers` painted bottom first on white, as [r, g, b] in 0..255. */
      const paint = (layers: string[]) => {
        context.fillStyle = "#fff";
        context.fillRect(0, 0, 1, 1);
        for (const layer of layers) {
          fillWith(layer);
          context.fillRect(0, 0, 1, 1);
        }
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      /** A colour's alpha, 0..255. */
      const alpha = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        fillWith(colour);
        context.fillRect(0, 0, 1, 1);
        return context.getImageData(0, 0, 1, 1).data[3]!;
      };
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((value) => {
          const channel = value / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const contrast = (a: number[], b: number[]) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light! + 0.05) / (dark! + 0.05);
      };
      const transparent = (colour: string) => alpha(colour) === 0;
      /** The backgrounds behind `element`, from the nearest opaque ancestor up to its parent. */
      const behind = (element: Element) => {
        const layers: string[] = [];
        for (let node = element.parentElement; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          if (transparent(colour)) continue;
          layers.unshift(colour);
          if (alpha(colour) === 255) break;
        }
        return layers;
      };
      const labelText = (label: HTMLElement | null | undefined) => label?.innerText.replace(/\s+/g, " ").trim();
      const describe = (element: Element) =>
        element.getAttribute("aria-label") ||
        (element.id && labelText(document.querySelector<HTMLElement>(`label[for="${CSS.escape(element.id)}"]`))) ||
        labelText(element.closest("label")) ||
        element.outerHTML.slice(0, 80);

      const controls = document
        .querySelector(within)!
        .querySelectorAll(
          '[role="checkbox"], [role="switch"], [role="radio"], input[type="checkbox"], input[type="radio"]',
        );
      const readings: ControlReading[] = [];
      for (const element of controls) {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        // Inactive controls are exempt (1.4.11); hidden ones show nothing, nor does a form's hidden copy of a
        // control (Radix's switch posts through an invisible checkbox beside it).
        const disabled = element.matches(":disabled, [aria-disabled=true], [data-disabled]");
        const hidden = box.width === 0 || style.visibility !== "visible" || element.closest('[aria-hidden="true"]');
        if (disabled || hidden) continue;
        const checked =
          element instanceof HTMLInputElement
            ? element.checked
            : ["true", "mixed"].includes(element.getAttribute("aria-checked") ?? "");
        const state = checked ? "checked" : "unchecked";
        const control = {
          role: element.getAttribute("role") ?? element.getAttribute("type") ?? "",
          name: describe(element),
        };
        const problems: string[] = [];
        if (element instanceof HTMLInputElement && style.appearance !== "none") {
          // The browser draws a native one in colours no style reports: use the panel's components.
          readings.push({ ...control, state, problem: "drawn by the browser: its colours cannot be measured" });
          continue;
        }
        const around = behind(element);
        const background = paint(around);
        const fillLayers = [...around, style.backgroundColor];
        const fill = paint(fillLayers);
        const hasBorder = parseFloat(style.borderTopWidth) > 0 && !transparent(style.borderTopColor);
        const outline = Math.max(
          contrast(fill, background),
          hasBorder ? contrast(paint([...fillLayers, style.borderTopColor]), background) : 0,
        );
        if (outline < minimum) problems.push(`border or fill ${outline.toFixed(2)}:1 against the background`);
        const thumb = element.querySelector('[data-slot="switch-thumb"]');
        if (thumb) {
          const ratio = contrast(paint([...fillLayers, getComputedStyle(thumb).backgroundColor]), fill);
          if (ratio < minimum) problems.push(`thumb ${ratio.toFixed(2)}:1 against the track`);
        } else if (checked && !(element instanceof HTMLInputElement)) {
          // A drawn input (appearance: none) has no tick element: its fill and border above show its state.
          const tick = element.querySelector("svg") ?? element.firstElementChild;
          const tickStyle = tick ? getComputedStyle(tick) : null;
          const tickColour = tickStyle
            ? transparent(tickStyle.backgroundColor)
              ? tickStyle.color
              : tickStyle.backgroundColor
            : null;
          const ratio = tickColour ? contrast(paint([...fillLayers, tickColour]), fill) : 0;
          if (ratio < minimum) problems.push(`tick ${ratio.toFixed(2)}:1 against the fill`);
        }
        readings.push({ ...control, state, problem: problems.length ? problems.join("; ") : null });
      }
      return readings;
    },
    { within, minimum: MINIMUM },
  );
}

/**
 * Ticks one row's selection box when no box on the page is ticked, so the checked state is measured too (selecting a
 * row changes nothing stored). Returns the box to untick afterwards, if it ticked one.
 */
async function tickOneRow(page: Page) {
  const ticked = page.locator('[role="checkbox"][aria-checked="true"], [role="checkbox"][aria-checked="mixed"]');
  if ((await ticked.count()) > 0) return null;
  const row = page.locator('[role="checkbox"][aria-label^="Select "]:not([aria-label^="Select all"]):enabled').first();
  if ((await row.count()) === 0) return null;
  await row.click();
  await expect(row).toHaveAttribute("aria-checked", "true");
  return row;
}

/**
 * Checks every checkbox, switch and radio on the page (or inside `within`) in both themes, checked and unchecked
 * (ticking a row's selection box for the checked state when none is ticked); failures are collected softly.
 * Returns the states measured, so a caller can insist that a screen showed both.
 */
export async function expectControlsContrastInBothThemes(page: Page, label: string, within?: string) {
  const row = within ? null : await tickOneRow(page);
  const states = new Set<string>();
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const readings = await readControls(page, within);
    readings.forEach((reading) => states.add(reading.state));
    // One line per kind of failure (a list repeats the same box on every row), naming a few of the controls.
    const failing = new Map<string, string[]>();
    for (const { role, name, state, problem } of readings) {
      if (!problem) continue;
      const kind = `${role} (${state}): ${problem}`;
      failing.set(kind, [...(failing.get(kind) ?? []), name]);
    }
    const failures = [...failing].map(
      ([kind, names]) =>
        `${kind}: ${names.length} of them, e.g. ${names
          .slice(0, 3)
          .map((n) => `"${n}"`)
          .join(", ")}`,
    );
    expect
      .soft(failures, `${label}, ${theme} theme: checkboxes, switches and radios below 3:1 (WCAG 1.4.11)`)
      .toEqual([]);
  }
  if (row) await row.click();
  return states;
}
