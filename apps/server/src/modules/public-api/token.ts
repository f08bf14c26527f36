import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import {
  CLIENT_ASSERTION_TYPE,
  PANDAGO_TOKEN_AUDIENCE,
  isAcceptedScope,
} from '@rider-portal/domain/api-clients';
import {
  API_ACCESS_TOKEN_TTL_SECONDS,
  API_ASSERTION_MAX_LIFETIME_SECONDS,
  API_ID_MAX_CHARS,
} from '@rider-portal/domain/constants';
import type { TAppContext } from '../../app-context.ts';
import { signApiAccessToken } from './access-tokens.ts';
import { claimAssertionJti, findActiveClient, findUsableKey } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'clock' | 'config' | 'secrets'>;

/** Clocks of client and server may differ this much (exp, nbf, iat). */
const CLOCK_SKEW_SECONDS = 60;

export type TOAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_scope'
  | 'unsupported_grant_type';

/** A refusal of the token endpoint, answered in OAuth's shape (RFC 6749 §5.2). */
export class OAuthError extends Error {
  readonly status: number;
  readonly code: TOAuthErrorCode;
  constructor(status: number, code: TOAuthErrorCode, description: string) {
    super(description);
    this.status = status;
    this.code = code;
  }
}

export type TTokenRequest = {
  grant_type?: string;
  client_id?: string;
  client_assertion_type?: string;
  client_assertion?: string;
  scope?: string;
};

export type TTokenAnswer = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
};

const invalidClient = (description: string) => new OAuthError(401, 'invalid_client', description);
const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

/**
 * POST /oauth2/token (issue 19): client credentials with an RS256 client assertion (RFC 7523):
 * header kid = a usable KeyID of the client, iss = sub = ClientID, aud = our token URL or
 * pandago's, exp at most an hour ahead, a jti never seen before. Who the client is (client, key,
 * signature, issuer) fails as invalid_client (401); what the assertion claims (expiry, audience,
 * replay) as invalid_grant (400); a scope other than ours or pandago's as invalid_scope.
 */
export async function issueAccessToken(
  ctx: TCtx,
  request: TTokenRequest,
  tokenUrls: readonly string[],
): Promise<TTokenAnswer> {
  if (request.grant_type !== 'client_credentials') {
    throw new OAuthError(400, 'unsupported_grant_type', 'grant_type should be client_credentials');
  }
  if (request.client_assertion_type !== CLIENT_ASSERTION_TYPE || !request.client_assertion) {
    throw new OAuthError(
      400,
      'invalid_request',
      `client_assertion_type should be ${CLIENT_ASSERTION_TYPE}, with a client_assertion`,
    );
  }
  const clientId = request.client_id;
  if (!clientId || clientId.length > API_ID_MAX_CHARS) {
    throw new OAuthError(400, 'invalid_request', 'client_id is required');
  }
  if (request.scope !== undefined && !isAcceptedScope(request.scope, ctx.config.country)) {
    throw new OAuthError(400, 'invalid_scope', 'The scope is not granted to this client');
  }

  const client = await findActiveClient(ctx.db, clientId);
  if (!client) throw invalidClient('Unknown client');
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(request.client_assertion).kid;
  } catch {
    throw invalidClient('The client assertion is not a JWT');
  }
  const now = ctx.clock.now();
  const key = kid ? await findUsableKey(ctx.db, client.clientId, kid, now) : null;
  if (!key) throw invalidClient('Unknown key id (kid) for this client');

  let claims: JWTPayload;
  try {
    const publicKey = await importSPKI(key.publicKeyPem, 'RS256');
    ({ payload: claims } = await jwtVerify(request.client_assertion, publicKey, {
      algorithms: ['RS256'],
      currentDate: now,
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') throw invalidGrant('The client assertion has expired');
    if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
      throw invalidGrant('The client assertion has no valid exp');
    }
    throw invalidClient('The client assertion signature does not verify');
  }
  if (claims.iss !== client.clientId || claims.sub !== client.clientId) {
    throw invalidClient('iss and sub should be the ClientID');
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const accepted = [PANDAGO_TOKEN_AUDIENCE, ...tokenUrls];
  if (!audiences.some((aud) => typeof aud === 'string' && accepted.includes(aud))) {
    throw invalidGrant(`aud should be ${accepted.join(' or ')}`);
  }
  const exp = claims.exp!;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (exp > nowSeconds + API_ASSERTION_MAX_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) {
    throw invalidGrant('exp should be at most one hour ahead');
  }
  if (typeof claims.jti !== 'string' || claims.jti === '' || claims.jti.length > API_ID_MAX_CHARS) {
    throw invalidGrant('The client assertion needs a jti');
  }
  const isFirstUse = await claimAssertionJti(ctx.db, {
    clientId: client.clientId,
    jti: claims.jti,
    expiresAt: new Date((exp + CLOCK_SKEW_SECONDS) * 1000),
    now,
  });
  if (!isFirstUse) throw invalidGrant('The client assertion (jti) has been used already');

  const scope = request.scope ?? client.scope;
  return {
    access_token: await signApiAccessToken(
      { clientId: client.clientId, scope },
      { tokenSecret: ctx.secrets.tokenSecret, clock: ctx.clock },
    ),
    token_type: 'Bearer',
    expires_in: API_ACCESS_TOKEN_TTL_SECONDS,
    scope,
  };
}
