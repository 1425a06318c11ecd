// Where sign-in may send the browser afterwards: only a path of the panel.
// Parsed as the browser will parse it (tabs and newlines dropped, "\" read
// as "/"), then its origin compared, so "/\t/evil.example" cannot slip through.
const PLACEHOLDER_ORIGIN = "http://panel.invalid";

/** The same-origin path, query and fragment of `value`, or "/" for anything else. */
export function safeCallbackUrl(value: string | null | undefined, panelOrigin: string = PLACEHOLDER_ORIGIN): string {
  if (!value) return "/";
  let url: URL;
  try {
    url = new URL(value, panelOrigin);
  } catch {
    return "/";
  }
  // A path that still starts with "//" (e.g. from "/.//evil.example") would be read as another host.
  if (url.origin !== new URL(panelOrigin).origin || url.pathname.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
