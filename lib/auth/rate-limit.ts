// Failed sign-ins per account in a sliding window. In-process only: with
// several instances each keeps its own count, which still caps guessing.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  return (failures.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
}

export function isSignInLocked(key: string, now = Date.now()): boolean {
  return recent(key, now).length >= MAX_FAILURES;
}

export function recordSignInFailure(key: string, now = Date.now()): void {
  failures.set(key, [...recent(key, now), now]);
}

export function clearSignInFailures(key: string): void {
  failures.delete(key);
}
