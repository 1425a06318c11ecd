import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { RENDER_ERROR_FIXED_COOKIE, testRoutesEnabled } from "@/lib/http/test-routes";

// A screen that fails to render until told its fault is gone, for the test of the panel's error
// page (e2e/error-page.spec.ts). Only under the test launcher (production answers 404), and only
// for a signed-in admin, as every panel page: the layout does not guard the page on its own.
const RenderErrorProbe = panelPage(async function RenderErrorProbe() {
  if (!(await cookies()).has(RENDER_ERROR_FIXED_COOKIE)) throw new Error("The render error probe failed, as asked");
  return <PageHeader title="Render error probe" subtitle="Rendered without error" />;
});

export default async function RenderErrorProbePage() {
  if (!testRoutesEnabled()) notFound();
  return RenderErrorProbe({});
}
