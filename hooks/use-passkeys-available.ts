"use client";

import * as React from "react";
import { passkeysAvailable } from "@/lib/auth/factors/passkey-client";

const noSubscription = () => () => {};

/** Whether this browser can use passkeys here: false on the server and in the first render, so hydration matches. */
export function usePasskeysAvailable(): boolean {
  return React.useSyncExternalStore(noSubscription, passkeysAvailable, () => false);
}
