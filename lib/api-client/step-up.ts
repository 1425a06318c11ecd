// Step-up from the browser: a call the server refused for want of a fresh confirmation of who the admin is
// opens the panel's "Confirm it's you" dialog and is made once more after it (docs/decisions/step-up.md).
import { codedRefusal } from "@/lib/api-client/errors";
import { REAUTHENTICATION_REQUIRED } from "@/lib/api/error-codes";

/**
 * What a call does, in words that finish "Confirm it's you to …" ("delete 'Q3 launch'"): the dialog names the
 * action it confirms, so the admin knows what a password is asked for. Optional: without it the dialog asks in general.
 */
export type StepUpAction = string | undefined;

/** Asks the admin to prove who they are (the panel's step-up dialog); resolves true once they have. */
type StepUp = (action: StepUpAction) => Promise<boolean>;

/** The words for a delete of one named record, for a request's `action`. */
export const deleteAction = (name: string | null | undefined): StepUpAction => (name ? `delete '${name}'` : undefined);
let stepUp: StepUp | null = null;

/** The panel's layout installs its step-up dialog here; every call then retries through it. */
export function setStepUpHandler(handler: StepUp | null): void {
  stepUp = handler;
}

/** Opens the step-up dialog where the panel has one: true once the admin confirmed. */
export function askForStepUp(action?: StepUpAction): Promise<boolean> {
  return stepUp ? stepUp(action) : Promise.resolve(false);
}

async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 401 || !(response.headers.get("content-type") ?? "").includes("application/json"))
    return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error === REAUTHENTICATION_REQUIRED;
}

/**
 * A call made without fetch (an upload that reports its progress), repeated once after the step-up dialog when
 * the server refused it for want of a fresh confirmation, as every fetch is.
 */
export async function withStepUp<T>(call: () => Promise<T>, action?: StepUpAction): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!stepUp || codedRefusal(error, 401) !== REAUTHENTICATION_REQUIRED || !(await stepUp(action))) throw error;
    return call();
  }
}

/** fetch, repeated once after the step-up dialog when the server asks for a fresh confirmation of a dangerous action. */
export async function confirmedFetch(url: string, init: RequestInit, action?: StepUpAction): Promise<Response> {
  const response = await fetch(url, init);
  if (!stepUp || !(await asksForStepUp(response))) return response;
  return (await stepUp(action)) ? fetch(url, init) : response;
}
