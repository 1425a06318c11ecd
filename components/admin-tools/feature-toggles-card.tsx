"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { useUpdateFeatureToggle } from "@/components/admin-tools/use-update-feature-toggle";
import { useCan } from "@/hooks/use-permissions";
import { ADMIN_TOOLS_KEY } from "@/lib/feature-toggles/keys";
import { ADMIN_TOOLS_TEXT } from "@/lib/feature-toggles/messages";
import { featureTogglesKeys } from "@/lib/feature-toggles/query-keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { sortByPresetOrder } from "@/lib/feature-toggles/visibility";
import { NO_PERMISSION_TEXT } from "@/lib/permissions/messages";
import { RESOURCES } from "@/lib/resources";

const SKELETONS = 4;

/** The name a feature's navigation shows ("Library" for content_library); a key the panel does not know, its own name. */
const screenName = (toggle: FeatureToggle) =>
  RESOURCES.find((resource) => resource.key === toggle.featureKey)?.title ?? toggle.featureName;

export function FeatureTogglesCard({ initialToggles }: { initialToggles: FeatureToggle[] }) {
  const { data, isPending } = useQuery<FeatureToggle[]>({
    queryKey: featureTogglesKeys.all,
    initialData: initialToggles,
  });
  const update = useUpdateFeatureToggle();
  // An admin who may see the switches but not flip them sees them disabled, with why on each one.
  const canSwitch = useCan("features.update");
  const refusal = canSwitch ? undefined : NO_PERMISSION_TEXT.notAllowed;
  const toggles = sortByPresetOrder((data ?? []).filter((toggle) => toggle.featureKey !== ADMIN_TOOLS_KEY));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_TOOLS_TEXT.togglesTitle}</CardTitle>
        <CardDescription>
          {ADMIN_TOOLS_TEXT.togglesDescription}
          {refusal ? ` ${refusal}.` : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col divide-y">
        {isPending ? (
          Array.from({ length: SKELETONS }, (_, index) => <Skeleton key={index} className="my-2 h-10" />)
        ) : toggles.length === 0 ? (
          <p className="text-muted-foreground py-6 text-center text-sm">{ADMIN_TOOLS_TEXT.empty}</p>
        ) : (
          toggles.map((toggle) => {
            const pending = update.isPending && update.variables?.featureKey === toggle.featureKey;
            const id = `toggle-${toggle.featureKey}`;
            return (
              <div key={toggle.featureKey} className="flex items-center gap-3 py-3" title={refusal}>
                <Checkbox
                  id={id}
                  aria-describedby={`${id}-effect`}
                  checked={toggle.isEnabled}
                  disabled={pending || !canSwitch}
                  onCheckedChange={(checked) =>
                    update.mutate({ featureKey: toggle.featureKey, isEnabled: checked === true })
                  }
                />
                <div className="grid flex-1 gap-0.5">
                  <label htmlFor={id} className="grid gap-0.5">
                    <span className="font-medium">{toggle.featureName}</span>
                    <code className="text-muted-foreground text-xs">{toggle.featureKey}</code>
                  </label>
                  <p id={`${id}-effect`} className="text-muted-foreground text-xs">
                    {ADMIN_TOOLS_TEXT.effect(screenName(toggle), toggle.isEnabled)}
                  </p>
                </div>
                <Badge variant={toggle.isEnabled ? "default" : "secondary"}>
                  {toggle.isEnabled ? ADMIN_TOOLS_TEXT.enabled : ADMIN_TOOLS_TEXT.disabled}
                </Badge>
              </div>
            );
          })
        )}
      </CardContent>
    </Card>
  );
}
