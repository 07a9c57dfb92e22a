import { createServer, IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; version: number; timestamp: string; data: any };
}

export interface WebhookReceiver {
  url: string;
  /** Every request, in arrival order, duplicates included. */
  received: ReceivedWebhook[];
  /** What the receiver handled: each Webhook-Id once, as a receiver that dedupes would. */
  processed: ReceivedWebhook[];
  /** How to answer the next request; 200 unless a spec says otherwise. `hang` never answers. */
  answer: (request: ReceivedWebhook) => { status: number; body?: string; headers?: Record<string, string> } | 'hang';
  close: () => Promise<void>;
}

/** An integrator's endpoint on loopback (the shop reaches it with WEBHOOK_ALLOW_PRIVATE=on). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    processed: [],
    answer: () => ({ status: 200, body: 'ok' }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const webhook: ReceivedWebhook = { headers: request.headers, body, json: JSON.parse(body) };
      receiver.received.push(webhook);
      const answer = receiver.answer(webhook);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      if (answer.status >= 200 && answer.status < 300 && !receiver.processed.some((seen) => seen.headers['webhook-id'] === webhook.headers['webhook-id'])) receiver.processed.push(webhook);
      response.writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
