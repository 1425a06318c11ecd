// The sign-in page runs no framework script (pages/login.tsx): these small
// functions are inlined into it as text, so they must not use any import.
import { PASSKEY_TEXT, SIGN_IN_TEXT } from "@/lib/auth/messages";
import { OIDC_PROVIDER_ID } from "@/lib/auth/sign-in/provider-ids";
import { THEME_STORAGE_KEY } from "@/components/theme-storage";
import { clearAllRecent, RECENT_STORAGE_PREFIX } from "@/lib/command-palette/recent-keys";

/**
 * next-themes' choice (stored under `key`, default dark) applied before paint,
 * and followed when another tab changes it, as next-themes does on the panel's pages.
 */
function applyStoredTheme(key: string) {
  const apply = (stored: string | null) => {
    const theme = stored === "light" ? "light" : "dark";
    document.documentElement.classList.remove("light", "dark");
    document.documentElement.classList.add(theme);
    document.documentElement.style.colorScheme = theme;
  };
  try {
    apply(localStorage.getItem(key));
  } catch {
    // Storage blocked: the default theme.
    apply(null);
  }
  window.addEventListener("storage", (event) => {
    if (event.key === key) apply(event.newValue);
  });
}

type Texts = { invalid: string; unreachable: string };

/**
 * Progressive enhancement of the plain form (which posts to /api/login and
 * follows redirects without any script): post JSON, show the answer in place,
 * mark the form busy meanwhile; and the single sign-on button, which needs
 * next-auth's CSRF token before it can post.
 */
function enhanceSignIn(texts: Texts, oidcProviderId: string) {
  const form = document.querySelector<HTMLFormElement>("form[data-sign-in]");
  const alert = document.querySelector<HTMLElement>("[data-sign-in-error]");
  const showError = (message: string) => {
    if (!alert) return;
    alert.textContent = message;
    alert.hidden = false;
  };
  form?.addEventListener("submit", async (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    const busy = (on: boolean) => {
      form.setAttribute("aria-busy", String(on));
      form
        .querySelectorAll<HTMLInputElement | HTMLButtonElement>("input, button")
        .forEach((control) => (control.disabled = on));
    };
    busy(true);
    if (alert) alert.hidden = true;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email: fields.get("email"),
          password: fields.get("password"),
          callbackUrl: fields.get("callbackUrl"),
        }),
      });
      if (response.ok) {
        // A full load, so the server renders the panel with the new session.
        window.location.assign(((await response.json()) as { redirectTo: string }).redirectTo);
        return;
      }
      showError(
        response.status === 401 || response.status === 400 ? texts.invalid : (await response.text()) || texts.invalid,
      );
    } catch {
      showError(texts.unreachable);
    }
    busy(false);
  });
  document.querySelector<HTMLButtonElement>("button[data-oidc-sign-in]")?.addEventListener("click", async (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    try {
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
      // As next-auth's own client does: a JSON answer, then a navigation (the CSP's form-action would stop a form redirected to the provider).
      const response = await fetch(`/api/auth/signin/${oidcProviderId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken, callbackUrl: button.dataset.callbackUrl ?? "/", json: "true" }),
      });
      window.location.assign(((await response.json()) as { url: string }).url);
    } catch {
      button.disabled = false;
      showError(texts.unreachable);
    }
  });
  // The page is interactive: end-to-end tests wait for this mark, as on the panel's pages.
  document.documentElement.dataset.hydrated = "true";
}

type PasskeyTexts = { refused: string; cancelled: string; unreachable: string };

/**
 * "Use a passkey" on the sign-in page, shown only where the browser can: the browser's own WebAuthn JSON
 * methods (PublicKeyCredential.parseRequestOptionsFromJSON, credential.toJSON) do here what
 * @simplewebauthn/browser does on the panel's pages, in a few lines and no framework.
 */
function enhancePasskeySignIn(texts: PasskeyTexts) {
  const block = document.querySelector<HTMLElement>("[data-passkey-sign-in]");
  const button = block?.querySelector("button");
  const credentials = window.PublicKeyCredential as unknown as
    { parseRequestOptionsFromJSON?: (json: unknown) => PublicKeyCredentialRequestOptions } | undefined;
  // Browsers run no ceremony at an IP address.
  if (!block || !button || !credentials?.parseRequestOptionsFromJSON || /^[\d.]+$|^\[/.test(location.hostname)) return;
  const parseOptions = credentials.parseRequestOptionsFromJSON;
  const alert = document.querySelector<HTMLElement>("[data-sign-in-error]");
  const showError = (message: string) => {
    if (!alert) return;
    alert.textContent = message;
    alert.hidden = false;
  };
  const post = (url: string, body?: unknown) =>
    fetch(url, {
      method: "POST",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  block.hidden = false;
  button.addEventListener("click", async () => {
    button.disabled = true;
    if (alert) alert.hidden = true;
    try {
      const asked = await post("/api/login/passkey/options");
      if (!asked.ok) throw new Error((await asked.text()) || texts.refused);
      const credential = (await navigator.credentials.get({ publicKey: parseOptions(await asked.json()) })) as
        (Credential & { toJSON: () => unknown }) | null;
      if (!credential) throw new DOMException("", "NotAllowedError");
      const answer = await post("/api/login/passkey", {
        passkey: credential.toJSON(),
        callbackUrl: block.dataset.callbackUrl ?? "/",
      });
      if (answer.ok) {
        window.location.assign(((await answer.json()) as { redirectTo: string }).redirectTo);
        return;
      }
      showError((await answer.text()) || texts.refused);
    } catch (error) {
      const closed = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "AbortError");
      showError(
        closed
          ? texts.cancelled
          : error instanceof TypeError
            ? texts.unreachable
            : (error as Error).message || texts.refused,
      );
    }
    button.disabled = false;
  });
}

// JSON with "<" and the two JavaScript line separators escaped, so no value can close the <script> it sits in.
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
const call = (fn: (...args: never[]) => void, ...args: unknown[]) =>
  `(${fn.toString()})(${args.map(scriptJson).join(",")})`;

export const THEME_SCRIPT = call(applyStoredTheme, THEME_STORAGE_KEY);
/**
 * A browser shown a sign-in screen is signed out (a logout however it was
 * opened, an expired session, a logout from another tab): the palette's trail
 * of users goes too.
 */
export const CLEAR_RECENT_SCRIPT = call(clearAllRecent, RECENT_STORAGE_PREFIX);
export const SIGN_IN_SCRIPT = [
  call(enhanceSignIn, { invalid: SIGN_IN_TEXT.invalid, unreachable: SIGN_IN_TEXT.unreachable }, OIDC_PROVIDER_ID),
  call(enhancePasskeySignIn, {
    refused: PASSKEY_TEXT.refused,
    cancelled: PASSKEY_TEXT.cancelled,
    unreachable: SIGN_IN_TEXT.unreachable,
  }),
  CLEAR_RECENT_SCRIPT,
].join(";");
