import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, englishMessage } from '../../http/errors.ts';

/** A refusal of the public API, answered as the reference's `{message}` (or a list of them). */
export class PublicApiError extends Error {
  readonly status: number;
  readonly isList: boolean;
  constructor(status: number, message: string, opts: { isList?: boolean } = {}) {
    super(message);
    this.status = status;
    this.isList = opts.isList ?? false;
  }
}

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  orderNotFound: 'Order not found',
  outletNotFound: 'Outlet not found',
  notCancellable: 'Order is not cancellable',
  noDriver: 'no driver is currently assigned',
  notParent: 'This vendor is not a parent',
  noBranch: 'No Branch found that is close enough to the given sender coordinates',
  manyBranches: 'Multiple Branches found that are close enough to the given sender coordinates',
  outsideHours: 'unable to accept order outside operating hours',
  cannotUpdate: 'order can not be updated',
  invalidUpdate: 'invalid update request payload',
  idempotencyConflict:
    'client_order_id (or Idempotency-Key) was already used with another request body',
  serverError: 'Unable to proceed, something went wrong',
  tooManyRequests: 'Too many requests',
} as const;

/** 'Invalid request payload' and one line per field, as the reference's 400 example. */
export function invalidPayload(problems: { field: string; isMissing: boolean }[]): PublicApiError {
  const lines = problems.map((p) => ` - ${p.field} is ${p.isMissing ? 'required' : 'invalid'}`);
  return new PublicApiError(400, ['Invalid request payload', ...lines].join('\n'));
}

/** Our rules' refusals in the reference's words where it has them, else our English message. */
function fromAppError(error: AppError): PublicApiError {
  switch (error.translationKey) {
    case 'service.closed':
    case 'order.preorder-outside-service-hours':
      return new PublicApiError(422, MESSAGES.outsideHours);
    case 'error.idempotency-conflict':
      return new PublicApiError(409, MESSAGES.idempotencyConflict);
    case 'order.cant-cancel-order':
      return new PublicApiError(409, MESSAGES.notCancellable);
    case 'error.not-found':
      return new PublicApiError(404, MESSAGES.orderNotFound);
    default: {
      const field = error.fieldErrors[0];
      if (error.status === 400 && field) {
        return new PublicApiError(400, `Invalid request payload\n - ${field.message}`);
      }
      return new PublicApiError(error.status, englishMessage(error.translationKey));
    }
  }
}

/** Zod's issue path (`/recipient/phone_number`) as the reference writes it. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/**
 * Every failure of a public route as the reference's error shape; 422 on order creation is a list
 * (the routes that answer a list mark it). Never a stack trace.
 */
export function registerPublicErrors(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | AppError | PublicApiError, request, reply) => {
    let error: PublicApiError;
    if (raw instanceof PublicApiError) error = raw;
    else if (raw instanceof AppError) error = fromAppError(raw);
    else if (hasZodFastifySchemaValidationErrors(raw)) {
      error = invalidPayload(
        raw.validation.map((issue) => ({
          field: fieldOf(issue.instancePath),
          isMissing: /received undefined/i.test(issue.message ?? ''),
        })),
      );
    } else {
      const status = (raw as FastifyError).statusCode ?? 500;
      if (status === 429) error = new PublicApiError(429, MESSAGES.tooManyRequests);
      else if (status >= 400 && status < 500) error = invalidPayload([]);
      else {
        request.log.error({ err: raw }, 'unhandled error');
        error = new PublicApiError(500, MESSAGES.serverError);
      }
    }
    const isListRoute = request.routeOptions.config.apiErrorList === true;
    const body = { message: error.message };
    const status = error.status;
    return reply
      .status(status)
      .send(status === 422 && (error.isList || isListRoute) ? [body] : body);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers 422 as a list of `{message}` (the reference's Error422ResponseArray). */
    apiErrorList?: boolean;
  }
}
