import { hash, verify } from "@node-rs/argon2";

// Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a fixed hash when the account is unknown keeps the
// response time the same, so timing does not reveal which emails exist.
const UNKNOWN_ACCOUNT_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$wtNo5L2YuAIw7cDdE9kJBg$gcVAh86Ch+dGLtsDjYGvuPU+ap3JNhPFBu3AZ+FmfpI";

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? UNKNOWN_ACCOUNT_HASH, password);
    return matches && passwordHash !== null;
  } catch {
    return false;
  }
}
