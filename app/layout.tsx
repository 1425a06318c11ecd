import type { Metadata } from "next";
import { headers } from "next/headers";
import { Providers } from "@/components/providers";
import { NONCE_HEADER } from "@/lib/http/content-security-policy";
import { PANEL_TITLE } from "@/lib/page-titles";
import "./globals.css";

export const metadata: Metadata = {
  title: PANEL_TITLE,
  description: "User Management",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // proxy.ts's per-request script nonce, for next-themes' inline script (Next puts it on its own scripts).
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    // next-themes sets the theme class before paint; React must not complain about it.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-svh antialiased">
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
