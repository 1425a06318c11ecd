import { DatabaseZap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_TITLE } from "@/lib/api/database-unavailable-code";

/** A screen whose session could not be read because the database cannot be reached: no data, a way to try again. */
export function DatabaseUnavailable() {
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center">
          <DatabaseZap className="text-destructive size-10" aria-hidden />
          <CardTitle className="text-2xl">
            <h1>{DATABASE_UNAVAILABLE_TITLE}</h1>
          </CardTitle>
          <CardDescription>{DATABASE_UNAVAILABLE_MESSAGE}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            {/* A plain link: a full load asks the server afresh. */}
            <a href="">Try again</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
