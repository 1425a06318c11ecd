import type { Metadata } from "next";
import { SecondStepForm } from "@/components/auth/second-step-form";
import { StepCard } from "@/components/auth/step-card";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";
import { sessionAtStage } from "@/lib/auth/step-page";

export const metadata: Metadata = { title: "Two-factor authentication · Admin Panel" };

/** The second sign-in step, for a session that gave its password and owes its second factor. */
export default async function SecondStepPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { callbackUrl } = await sessionAtStage("second-factor", searchParams);
  return (
    <StepCard title={SECOND_STEP_TEXT.title} description={SECOND_STEP_TEXT.description}>
      <SecondStepForm callbackUrl={callbackUrl} />
    </StepCard>
  );
}
