/**
 * How the browser hears of other admins' changes: "stream" where one server
 * process lives on (`npm start`, which sets LIVE_UPDATES=stream unless told
 * otherwise), "poll" where requests may land on short-lived instances
 * (`next start` alone, serverless platforms).
 */
export type LiveMode = "stream" | "poll";

function liveMode(): LiveMode {
  return process.env.LIVE_UPDATES === "stream" ? "stream" : "poll";
}

/** What a rendered page's live connection starts from: how it hears, and since when (the render) it catches up. */
export function liveStart(): { mode: LiveMode; renderedAt: number } {
  return { mode: liveMode(), renderedAt: Date.now() };
}
