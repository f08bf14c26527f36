import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EN_MESSAGES } from '@rider-portal/domain/errors';
import type { TErrorEnvelope } from '@rider-portal/domain/errors';

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

/** English wording of a key, for API consumers who do not translate. */
export function englishMessage(key: string): string {
  return (EN_MESSAGES as Record<string, string>)[key] ?? key;
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
