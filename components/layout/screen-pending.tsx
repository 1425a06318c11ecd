import { Construction } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/** The body of a screen whose issue has not landed yet: says so plainly instead of faking data. */
export function ScreenPending() {
  return (
    <Card>
      <CardContent className="text-muted-foreground flex items-center gap-3 text-sm">
        <Construction className="size-5" aria-hidden />
        This screen is being built.
      </CardContent>
    </Card>
  );
}
