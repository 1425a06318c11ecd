import { SIGN_IN_TEXT } from "@/lib/auth/messages";

export default function Loading() {
  return (
    <div role="status" className="text-muted-foreground flex min-h-[50vh] items-center justify-center">
      {SIGN_IN_TEXT.loading}
    </div>
  );
}
