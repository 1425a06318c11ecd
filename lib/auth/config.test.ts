// The session secret: a production server refuses to start without one, and any
// server refuses one too short to resist guessing, saying how to make a good one.
import crypto from "node:crypto";
import { checkStartupSettings } from "@/instrumentation-node";
import { authSecret, MIN_SECRET_BYTES } from "@/lib/auth/config";

const SECRET_NAMES = ["NEXTAUTH_SECRET", "AUTH_SECRET", "NODE_ENV"] as const;
const saved = Object.fromEntries(SECRET_NAMES.map((name) => [name, process.env[name]]));
const env = process.env as Record<string, string | undefined>;

function withSecrets(values: Partial<Record<(typeof SECRET_NAMES)[number], string>>) {
  for (const name of SECRET_NAMES) delete env[name];
  Object.assign(env, values);
}

afterEach(() => {
  for (const name of SECRET_NAMES) {
    if (saved[name] === undefined) delete env[name];
    else env[name] = saved[name];
  }
  jest.restoreAllMocks();
});

/** What the startup check does: the line it prints and whether it stops the process (exit code 1). */
async function startup(): Promise<{ stopped: boolean; said: string }> {
  const said: string[] = [];
  jest.spyOn(console, "error").mockImplementation((line: string) => void said.push(line));
  const exit = jest.spyOn(process, "exit").mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  await checkStartupSettings().catch(() => undefined);
  return { stopped: exit.mock.calls.some(([code]) => code === 1), said: said.join("\n") };
}

const thirtyOneBytes = "a".repeat(MIN_SECRET_BYTES - 1);

describe("the session secret", () => {
  it.each([
    ["NEXTAUTH_SECRET", "production"],
    ["AUTH_SECRET", "production"],
    ["NEXTAUTH_SECRET", "development"],
  ] as const)("%s shorter than 32 bytes (NODE_ENV %s) stops the server, saying how to make one", async (name, mode) => {
    withSecrets({ [name]: thirtyOneBytes, NODE_ENV: mode });
    expect(() => authSecret()).toThrow("must be at least 32 bytes long, not 31");
    const { stopped, said } = await startup();
    expect(stopped).toBe(true);
    expect(said).toContain("Refusing to start: NEXTAUTH_SECRET (or AUTH_SECRET) must be at least 32 bytes long");
    expect(said).toContain("openssl rand -base64 32");
  });

  it("counts bytes, not characters", () => {
    withSecrets({ NEXTAUTH_SECRET: "é".repeat(16), NODE_ENV: "production" });
    expect(authSecret()).toBe("é".repeat(16));
  });

  it("is taken at 32 bytes and more, as `openssl rand -base64 32` makes it", () => {
    withSecrets({ NEXTAUTH_SECRET: "a".repeat(MIN_SECRET_BYTES), NODE_ENV: "production" });
    expect(authSecret()).toBe("a".repeat(MIN_SECRET_BYTES));
    const generated = crypto.randomBytes(32).toString("base64");
    withSecrets({ AUTH_SECRET: generated, NODE_ENV: "production" });
    expect(authSecret()).toBe(generated);
  });

  it("is required in production, and may be missing elsewhere (the launcher makes one up for development and tests)", () => {
    withSecrets({ NODE_ENV: "production" });
    expect(() => authSecret()).toThrow("NEXTAUTH_SECRET (or AUTH_SECRET) must be set in production");
    withSecrets({ NODE_ENV: "development" });
    expect(authSecret()).toBeUndefined();
  });
});
