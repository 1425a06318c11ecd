import { SIGN_IN_TEXT } from "@/lib/auth/messages";

/** SPEC §2 Access states: 'Loading...' while a panel screen is being drawn on the server. */
export function LoadingScreen() {
  return (
    <div role="status" className="text-muted-foreground flex min-h-[50vh] items-center justify-center">
      {SIGN_IN_TEXT.loading}
    </div>
  );
}
