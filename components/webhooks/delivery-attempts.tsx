// A delivery's attempts, newest first: when, the receiver's status code (or why there was none), how long it took,
// and the first KB of its answer, wrapped so a long line never widens the page.
import { formatDate, formatNumber } from "@/lib/format";
import { isSuccessStatus } from "@/lib/webhooks/display";
import type { WebhookDeliveryRow } from "@/lib/webhooks/schema";

type WebhookAttemptRow = WebhookDeliveryRow["attempts"][number];
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

/** The receiver's status code; without one, why there was none (a timeout, a refused address). */
function AttemptOutcome({ attempt }: { attempt: WebhookAttemptRow }) {
  if (attempt.statusCode === null) {
    return <span className="text-destructive">{attempt.error ?? WEBHOOKS_TEXT.noAnswer}</span>;
  }
  return (
    <span className={isSuccessStatus(attempt.statusCode) ? undefined : "text-destructive"}>
      HTTP {attempt.statusCode}
    </span>
  );
}

export function DeliveryAttempts({ attempts }: { attempts: readonly WebhookAttemptRow[] }) {
  if (attempts.length === 0) return <p className="text-muted-foreground text-sm">{WEBHOOKS_TEXT.noAttempts}</p>;
  return (
    <ol className="grid gap-3" aria-label={WEBHOOKS_TEXT.attempts}>
      {attempts.map((attempt) => (
        <li key={attempt.at} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="webhook-attempt">
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="font-medium">
              <AttemptOutcome attempt={attempt} />
            </span>
            <span className="text-muted-foreground">{formatNumber(attempt.durationMs)} ms</span>
            <time dateTime={attempt.at} className="text-muted-foreground">
              {formatDate(attempt.at, WEBHOOKS_TEXT.unknown, "long")}
            </time>
          </div>
          <pre className="bg-muted max-h-48 overflow-y-auto rounded p-2 font-mono text-xs break-all whitespace-pre-wrap">
            {attempt.responseExcerpt || WEBHOOKS_TEXT.emptyAnswer}
          </pre>
        </li>
      ))}
    </ol>
  );
}
