import type { IncomingHttpHeaders } from 'node:http';

export class ReceiveWebhookCommand {
  constructor(
    readonly provider: string,
    /** Exactly the bytes received: the signature is over them. */
    readonly rawBody: Buffer,
    readonly headers: IncomingHttpHeaders,
  ) {}
}
