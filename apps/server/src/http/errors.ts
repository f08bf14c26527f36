import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorKey } from '@rider-portal/domain/errors';
import { isValidationKey } from '@rider-portal/domain/validation-keys';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TErrorEnvelope } from '@rider-portal/domain/api/errors';

type TFieldError = { field: string; translation_key: string; message: string };

/** The one error type services throw: an HTTP status and a translation key the client shows. */
export class AppError extends Error {
  readonly status: number;
  readonly translationKey: string;
  readonly fieldErrors: TFieldError[];
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: number,
    translationKey: string,
    opts: { fieldErrors?: TFieldError[]; details?: Record<string, unknown> } = {},
  ) {
    super(translationKey);
    this.status = status;
    this.translationKey = translationKey;
    this.fieldErrors = opts.fieldErrors ?? [];
    this.details = opts.details;
  }
}

const KEY_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** A schema message is a translation key when it looks like one; anything else is generic. */
export function translationKeyOf(message: string | undefined): string {
  return message && KEY_PATTERN.test(message) ? message : 'error.validation';
}

/**
 * English wording of an error or validation key (the catalogue's), for API consumers who do not
 * translate; placeholders without a value stay as they are. Any other key is its own message.
 */
export function englishMessage(key: string): string {
  return isErrorKey(key) || isValidationKey(key) ? textsIn('en', 'web')(key) : key;
}

export function errorEnvelope(
  key: string,
  fieldErrors: TFieldError[] = [],
  details?: Record<string, unknown>,
): TErrorEnvelope {
  return {
    message: englishMessage(key),
    meta: { translation_key: key, ...(details ?? {}) },
    errors: fieldErrors,
  } as TErrorEnvelope;
}

export function fieldErrorFromIssue(issue: {
  instancePath: string;
  message?: string;
}): TFieldError {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const key = translationKeyOf(issue.message);
  return { field, translation_key: key, message: englishMessage(key) };
}

/** Maps every failure to the one envelope; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(errorEnvelope(error.translationKey, error.fieldErrors, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = error.validation.map(fieldErrorFromIssue);
      const first = fieldErrors[0]?.translation_key ?? 'error.validation';
      return reply.status(400).send(errorEnvelope(first, fieldErrors));
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode ?? 500;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(400).send(errorEnvelope('error.payload-too-large'));
    }
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send(errorEnvelope('error.malformed-json'));
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorEnvelope('error.validation'));
    }
    if (status === 429) return reply.status(429).send(errorEnvelope('error.rate-limited'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorEnvelope('error.validation'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope('error.internal'));
  });
}

/**
 * Errors the router raises before any route runs (a malformed %-escape in the path, a path
 * parameter longer than the router keeps), in the envelope like every other answer.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorEnvelope('error.request-too-large'));
    return;
  }
  void reply.status(400).send(errorEnvelope('error.validation'));
}

/** The status, reason and key of what Node's HTTP parser refuses before Fastify sees a request. */
function clientFailure(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'Request Header Fields Too Large', 'error.request-too-large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'error.validation'];
  return [400, 'Bad Request', 'error.validation'];
}

/**
 * Node's `clientError`: a request line or headers too big, a malformed request, a client too
 * slow. Answered in the envelope (Fastify's default writes its own body), then the socket closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key] = clientFailure(error.code);
  const body = JSON.stringify(errorEnvelope(key));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
