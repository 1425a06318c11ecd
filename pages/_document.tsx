import { Head, Html, Main, NextScript } from "next/document";
import { THEME_SCRIPT } from "@/components/auth/sign-in-scripts";

export default function SignInDocument() {
  return (
    <Html lang="en">
      <Head>
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        {/* Before paint, as next-themes does on the panel's pages. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </Head>
      <body className="min-h-svh antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
