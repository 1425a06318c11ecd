// The Pages Router hosts only the sign-in page (pages/login.tsx), for the
// reason given there; the panel itself is the App Router's.
import type { AppProps } from "next/app";
import "../app/globals.css";

export default function SignInApp({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
