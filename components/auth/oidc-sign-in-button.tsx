"use client";

import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { OIDC_PROVIDER_ID } from "@/lib/auth/provider-ids";

export function OidcSignInButton({ name, callbackUrl }: { name: string; callbackUrl: string }) {
  return (
    <Button variant="outline" onClick={() => signIn(OIDC_PROVIDER_ID, { callbackUrl })}>
      Continue with {name}
    </Button>
  );
}
