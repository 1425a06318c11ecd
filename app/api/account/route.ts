import { accountSummary } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";

/** The signed-in admin's profile and second factors; also while a policy makes them enrol. */
export const GET = apiRoute(
  { summary: "The signed-in admin's profile and second factors", enrolment: true },
  ({ user }) => accountSummary(user),
);
