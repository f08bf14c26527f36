import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already its response schema's JSON text (built by the database, as the
 * order lists are): Fastify sends a JSON string as it is, without serializing it again. The
 * route's tests parse such answers with the route's response schema, since nothing here does.
 */
export function sendJsonText<TReply extends FastifyReply>(reply: TReply, json: string): TReply {
  // The type provider types `send` by the response schema's object; this text is that object.
  return reply.type('application/json; charset=utf-8').send(json as never) as TReply;
}
