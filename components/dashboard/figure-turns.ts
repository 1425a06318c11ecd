"use client";

// Recharts draws a figure in one task the browser cannot interrupt: its store settles through
// synchronous re-renders and it measures text in the page. Six figures mounted together blocked
// the main thread for one task of 160 ms (a quiet machine) to 500 ms (a busy one) after the stat
// cards were drawn, and a click on the dashboard waited that long. Each figure now waits for its
// turn: one at a time, each when the browser is next idle, in the order the cards asked. A figure
// that has drawn keeps its turn.
import * as React from "react";

type Grant = () => void;

const waiting: Grant[] = [];
let holder: Grant | null = null;
let scheduled = false;

/** At the browser's next idle moment (at most a moment later on a busy page): the next figure's turn. */
function scheduleNext() {
  if (scheduled || holder) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    holder = waiting.shift() ?? null;
    holder?.();
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(next, { timeout: 500 });
  else setTimeout(next, 50);
}

function passOn(grant: Grant) {
  if (holder !== grant) return;
  holder = null;
  scheduleNext();
}

/** Queues `grant`; the returned function leaves the queue (and passes on a turn held but unused). */
function requestTurn(grant: Grant): () => void {
  waiting.push(grant);
  scheduleNext();
  return () => {
    const index = waiting.indexOf(grant);
    if (index >= 0) waiting.splice(index, 1);
    passOn(grant);
  };
}

/** Whether the figure may draw: false until its turn comes, while `wanted`; true from then on. */
export function useFigureTurn(wanted: boolean): boolean {
  const [granted, setGranted] = React.useState(false);
  // Left when the turn comes (the figure is then on the page, and the next one may start at the
  // browser's next idle moment), when the figure is no longer wanted, or when the card goes.
  React.useEffect(() => {
    if (!wanted || granted) return;
    return requestTurn(() => setGranted(true));
  }, [wanted, granted]);
  return granted;
}
