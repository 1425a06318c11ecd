import type { Metadata } from "next";
import { SecondStepForm } from "@/components/auth/second-step-form";
import { StepCard } from "@/components/auth/step-card";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";
import { secondStepFactors } from "@/lib/auth/sign-in/second-factor";
import { sessionAtStage } from "@/lib/auth/sign-in/step-page";

export const metadata: Metadata = { title: "Two-factor authentication · Admin Panel" };

/** The second sign-in step, for a session that gave its password and owes its second factor. */
export default async function SecondStepPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session, callbackUrl } = await sessionAtStage("second-factor", searchParams);
  const factors = await secondStepFactors(session.user.id);
  return (
    <StepCard
      title={SECOND_STEP_TEXT.title}
      description={factors.totp ? SECOND_STEP_TEXT.description : SECOND_STEP_TEXT.passkeyOnlyDescription}
    >
      <SecondStepForm callbackUrl={callbackUrl} factors={factors} />
    </StepCard>
  );
}
