// oidc-provider ships no type declarations; this is the little of its API the social login tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Configuration {
    [setting: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** Koa middleware, run before the provider's own. */
    use(
      middleware: (
        ctx: { method: string; path: string; status: number; body: unknown; req: IncomingMessage },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): this;
  }
}
