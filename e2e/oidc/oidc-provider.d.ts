// The part of oidc-provider's API that provider.ts uses (the package ships no types).
declare module "oidc-provider" {
  import type { Server } from "node:http";

  type Account = { accountId: string; claims: () => Record<string, unknown> };

  export type Configuration = {
    clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
    claims: Record<string, string[]>;
    findAccount: (context: unknown, id: string) => Promise<Account | undefined>;
  };

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number, host: string, callback: () => void): Server;
  }
}
