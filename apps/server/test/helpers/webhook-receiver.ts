import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A callback URL on 127.0.0.1 that records every webhook it receives (raw body and headers) and
// answers what the test tells it to.

export type TReceived = {
  body: string;
  headers: IncomingHttpHeaders;
  json: Record<string, unknown>;
};

export type TWebhookReceiver = {
  url: string;
  received: TReceived[];
  /** The status of the next answers, in turn; the last one repeats. */
  answerWith(...statuses: number[]): void;
  /** Holds every request open without answering (a receiver that hangs). */
  hang(): void;
  /** Resolves once `count` webhooks have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<TReceived[]>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<TWebhookReceiver> {
  const received: TReceived[] = [];
  let answers = [200];
  let isHanging = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ body, headers: request.headers, json: JSON.parse(body) });
      if (isHanging) return;
      const status = answers.length > 1 ? answers.shift()! : answers[0]!;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/orders`,
    received,
    answerWith: (...statuses) => {
      answers = statuses;
      isHanging = false;
    },
    hang: () => {
      isHanging = true;
    },
    waitFor: async (count, timeoutMs = 5_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(`${received.length} webhooks arrived, ${count} expected`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
