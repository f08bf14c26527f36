import type { FastifyInstance } from 'fastify';
import { SIMULATOR_USER_AGENT } from '../sim/sender.ts';
import { requestForLog } from './hardening.ts';

/**
 * pino's pretty printer, for a person reading the server at a terminal (LOG_FORMAT=pretty, the
 * default there outside prd): one short line each, the time without the date.
 */
export const PRETTY_LOG = {
  target: 'pino-pretty',
  options: {
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,ms',
    singleLine: true,
  },
};

/**
 * A client that leaves while an answer is still streaming (a browser that moved on, a phone that
 * lost its signal) is no server error, but the compression plugin logs end-of-stream's "premature
 * close" at error level: pino's log-method hook writes it at debug instead.
 */
export const LOG_HOOKS = {
  logMethod(
    this: { debug: (...args: unknown[]) => void },
    args: unknown[],
    method: (...args: unknown[]) => void,
    level: number,
  ): void {
    const [first] = args;
    if (level >= 50 && first instanceof Error && first.message === 'premature close') {
      this.debug({ err: first }, 'the client left before the answer ended');
      return;
    }
    method.apply(this, args);
  },
};

/**
 * One line per request, when its answer is sent: method, path (query values
 * redacted as everywhere), status and time. The rider-fleet simulator's calls and health checks
 * are at debug level, so the real requests stand out and the start-up banner stays in view.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const isBackground =
      request.url === '/health' || request.headers['user-agent'] === SIMULATOR_USER_AGENT;
    const ms = Math.round(reply.elapsedTime);
    const { method, url } = requestForLog(request) as { method: string; url: string };
    request.log[isBackground ? 'debug' : 'info'](
      { req: request, res: { statusCode: reply.statusCode }, ms },
      `${method} ${url} ${reply.statusCode} ${ms} ms`,
    );
  });
}
