import type { TSmsConfig } from '../../config/env.ts';

/** How long a gateway may take to take a message (our choice). */
export const SMS_TIMEOUT_MS = 10_000;

export type TSmsMessage = { to: string; text: string };

/** A failure worth trying again (the gateway down or busy), or not (it refused the message). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly isRetryable: boolean,
  ) {
    super(message);
  }
}

/**
 * Sends text messages, like the payment providers: the sandbox keeps them in the portal (the
 * messages' own rows are the outbox, read at /dev/messages); the HTTP provider posts each to a
 * gateway as Twilio's Messages call does (a form of To, From and Body, basic auth), which most
 * gateways accept.
 */
export type TSmsProvider = {
  kind: TSmsConfig['provider'];
  send(message: TSmsMessage): Promise<void>;
};

export function createSmsProvider(config: TSmsConfig): TSmsProvider {
  if (config.provider !== 'http' || !config.url || !config.from) {
    return { kind: config.provider, send: async () => {} };
  }
  const { url, from } = config;
  const authorization =
    config.username !== null
      ? `Basic ${Buffer.from(`${config.username}:${config.password ?? ''}`).toString('base64')}`
      : null;
  return {
    kind: 'http',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(authorization ? { authorization } : {}),
          },
          body: new URLSearchParams({ To: message.to, From: from, Body: message.text }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : 'error';
        throw new SmsSendError(`gateway unreachable (${name})`, true);
      }
      await response.body?.cancel().catch(() => {});
      if (response.ok) return;
      // Busy or broken: try again later; any other refusal will not change by trying again.
      const isRetryable = response.status === 429 || response.status >= 500;
      throw new SmsSendError(`gateway answered ${response.status}`, isRetryable);
    },
  };
}
