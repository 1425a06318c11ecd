import { SIGN_IN_TEXT } from "@/lib/auth/messages";

/** SPEC §2 Access states: shown while the session is being resolved on the server. */
export default function Loading() {
  return (
    <div role="status" className="text-muted-foreground flex min-h-[50vh] items-center justify-center">
      {SIGN_IN_TEXT.loading}
    </div>
  );
}
