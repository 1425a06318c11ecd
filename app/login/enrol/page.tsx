import type { Metadata } from "next";
import { EnrolmentSteps } from "@/components/auth/enrolment-steps";
import { StepCard } from "@/components/auth/step-card";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";
import { sessionAtStage } from "@/lib/auth/sign-in/step-page";

export const metadata: Metadata = { title: "Set up two-factor authentication · Admin Panel" };

/** The enrolment MFA_REQUIRED asks of an admin without a second factor, before anything else. */
export default async function EnrolmentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { callbackUrl } = await sessionAtStage("enrolment", searchParams);
  return (
    <StepCard title={SECOND_STEP_TEXT.enrolTitle} description={SECOND_STEP_TEXT.enrolDescription}>
      <EnrolmentSteps callbackUrl={callbackUrl} />
    </StepCard>
  );
}
