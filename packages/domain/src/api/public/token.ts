import { z } from 'zod';
import { API_ID_MAX_CHARS } from '../../constants.ts';
import { definePublicEndpoint } from './endpoint.ts';

const ZField = z.string().max(4096).optional();

/** OAuth's error answer (RFC 6749 §5.2). */
export const ZOAuthError = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'invalid_scope',
    'unsupported_grant_type',
    'slow_down',
  ]),
  error_description: z.string(),
});

/** POST /oauth2/token, form-encoded (client credentials with a JWT client assertion). */
export const requestAccessToken = definePublicEndpoint({
  method: 'POST',
  path: '/oauth2/token',
  summary: 'An access token for a client (RS256 client assertion, RFC 7523)',
  body: z.object({
    grant_type: ZField,
    client_id: z.string().max(API_ID_MAX_CHARS).optional(),
    client_assertion_type: ZField,
    client_assertion: z.string().max(8192).optional(),
    scope: z.string().max(API_ID_MAX_CHARS).optional(),
  }),
  response: {
    200: z.object({
      access_token: z.string(),
      token_type: z.literal('Bearer'),
      expires_in: z.number().int(),
      scope: z.string(),
    }),
    400: ZOAuthError,
    401: ZOAuthError,
    429: ZOAuthError,
  },
});
