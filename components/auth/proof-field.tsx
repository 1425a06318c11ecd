"use client";

// The one field in which an admin proves who they are: an authenticator code,
// a recovery code or a password, labelled, with its hint and its error said
// to assistive technology. The second step, the enrolment and step-up use it.
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type ProofFieldProps = {
  id: string;
  label: string;
  kind: "code" | "password";
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
  hint?: string;
  autoFocus?: boolean;
  /** Only digits are expected (an authenticator code), so phones show their number pad. */
  digitsOnly?: boolean;
};

export function ProofField({
  id,
  label,
  kind,
  value,
  onChange,
  error,
  disabled,
  hint,
  autoFocus,
  digitsOnly,
}: ProofFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={kind === "password" ? "password" : "text"}
        autoComplete={kind === "password" ? "current-password" : "one-time-code"}
        inputMode={digitsOnly ? "numeric" : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={kind === "password" ? 1024 : 64}
        required
        autoFocus={autoFocus}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
