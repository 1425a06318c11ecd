"use client";

import "./globals.css";
import { ErrorScreen } from "@/components/layout/error-screen";

// The root layout itself failed: this replaces it, document and all, in the panel's default (dark) theme.
export default function GlobalError(props: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className="dark">
      <body className="flex min-h-svh items-center justify-center p-6 antialiased">
        <title>Admin Panel</title>
        <main>
          <ErrorScreen {...props} />
        </main>
      </body>
    </html>
  );
}
