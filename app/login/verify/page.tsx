import type { Metadata } from "next";
import { SecondStepForm } from "@/components/auth/second-step-form";
import { StepCard } from "@/components/auth/step-card";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";
import { factorsOf } from "@/lib/auth/factors";
import { sessionAtStage } from "@/lib/auth/step-page";
import { db } from "@/lib/db";

export const metadata: Metadata = { title: "Two-factor authentication · Admin Panel" };

/** The second sign-in step, for a session that gave its password and owes its second factor. */
export default async function SecondStepPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session, callbackUrl } = await sessionAtStage("second-factor", searchParams);
  const { totp, passkeys } = await factorsOf(db, session.user.id);
  return (
    <StepCard title={SECOND_STEP_TEXT.title} description={totp ? SECOND_STEP_TEXT.description : SECOND_STEP_TEXT.passkeyOnlyDescription}>
      <SecondStepForm callbackUrl={callbackUrl} factors={{ totp, passkey: passkeys > 0 }} />
    </StepCard>
  );
}
