// Content-Disposition for downloads (bonus files, CSV exports): always an attachment, so the browser saves and never renders it.

/** RFC 5987's value characters: encodeURIComponent leaves ' ( ) and * as they are. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with a plain-ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${extValue(fileName)}`;
}
