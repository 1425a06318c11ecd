// The browser's half of the passkey ceremonies (@simplewebauthn/browser, loaded
// only when a ceremony starts: it weighs on no page until then). Options come
// from the route that stores their challenge; the answer goes back to the caller.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { HttpError, serverMessage } from "@/lib/api-client/errors";
import { apiRequest } from "@/lib/api-client/request";
import { PASSKEY_TEXT } from "@/lib/auth/messages";

/** Passkeys here: a browser with WebAuthn, at a host name (browsers refuse every ceremony at an IP address). */
export function passkeysAvailable(): boolean {
  if (typeof window === "undefined" || !window.PublicKeyCredential) return false;
  return !/^[\d.]+$|^\[/.test(window.location.hostname);
}

// Through the panel's client: where the server asks for a recent proof first, its dialog opens.
const postForOptions = <T>(url: string) => apiRequest<T>("POST", url);

/** Makes a passkey with the browser from the Account page's registration options. */
export async function createPasskeyAnswer(): Promise<RegistrationResponseJSON> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    postForOptions<PublicKeyCredentialCreationOptionsJSON>("/api/account/passkeys/options"),
  ]);
  return startRegistration({ optionsJSON });
}

/** Asks the browser for a passkey's answer to the challenge the options route at `url` makes. */
export async function passkeyAnswer(url: string): Promise<AuthenticationResponseJSON> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    postForOptions<PublicKeyCredentialRequestOptionsJSON>(url),
  ]);
  return startAuthentication({ optionsJSON });
}

/** What to tell the admin when a ceremony did not finish: closed, a passkey made twice, or what the server said. */
export function passkeyFailure(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return serverMessage(error, fallback);
  if (!(error instanceof Error)) return fallback;
  if (error.name === "NotAllowedError" || error.name === "AbortError") return PASSKEY_TEXT.cancelled;
  if (error.name === "InvalidStateError") return PASSKEY_TEXT.alreadyRegistered;
  return fallback;
}
