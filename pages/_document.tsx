import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";
import { THEME_SCRIPT } from "@/components/auth/sign-in-scripts";
import { requestNonce } from "@/lib/http/content-security-policy";

type Props = DocumentInitialProps & { nonce?: string };

export default class SignInDocument extends Document<Props> {
  static async getInitialProps(context: DocumentContext): Promise<Props> {
    return { ...(await Document.getInitialProps(context)), nonce: requestNonce(context.req?.headers) };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          {/* Before paint, as next-themes does on the panel's pages. */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        </Head>
        <body className="min-h-svh antialiased">
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
