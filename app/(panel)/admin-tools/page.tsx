import { panelPage } from "@/components/auth/panel-access";
import Link from "next/link";
import { ADMIN_TOOLS_SCREENS } from "@/components/admin-tools/admin-tools-screens";
import { Button } from "@/components/ui/button";
import { FeatureTogglesCard } from "@/components/admin-tools/feature-toggles-card";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_TOOLS_TEXT } from "@/lib/feature-toggles/messages";
import { listFeatureToggles } from "@/lib/feature-toggles/service";
import { SanctionLadderCard } from "@/components/sanctions/sanction-ladder-card";
import { readLadder } from "@/lib/sanctions/ladder";
import { hasPermission } from "@/lib/permissions/check";
import { resourceTitle } from "@/lib/page-titles";

export const metadata = resourceTitle("admin_tools");

export default panelPage(async function AdminToolsPage(_props: unknown, viewer) {
  const toggles = await listFeatureToggles();
  const ladder = hasPermission(viewer, "sanctions.read") ? await readLadder() : null;
  return (
    <>
      <PageHeader
        title={ADMIN_TOOLS_TEXT.title}
        subtitle={ADMIN_TOOLS_TEXT.subtitle}
        actions={
          <>
            {ADMIN_TOOLS_SCREENS.filter((screen) => hasPermission(viewer, screen.permission)).map(
              ({ title, href, icon: Icon }) => (
                <Button key={href} variant="outline" asChild>
                  <Link href={href}>
                    <Icon aria-hidden /> {title}
                  </Link>
                </Button>
              ),
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FeatureTogglesCard initialToggles={toggles} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{ADMIN_TOOLS_TEXT.howItWorksTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="text-muted-foreground list-disc space-y-2 pl-4 text-sm">
              {ADMIN_TOOLS_TEXT.howItWorks.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
        {ladder ? (
          <div className="lg:col-span-2">
            <SanctionLadderCard initialLadder={ladder} />
          </div>
        ) : null}
      </div>
    </>
  );
}, "features.read");
