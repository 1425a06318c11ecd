/** Only same-site paths may follow sign-in: "/users?x" yes, "//evil.example" or "https://…" no. */
export function safeCallbackUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}
