import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TConfig } from './env.ts';

export type TSecrets = {
  tokenSecret: string;
  feeSecret: string;
  logisticsSecret: string;
  /** Verifies the tokens of an embedding vendor tool (GODROID mode). */
  integrationKey: string;
  /** Authenticates operator commands sent to a running server over loopback. */
  adminToken: string;
  /** Signs the links of the public tracking pages (/tracking/{orderId}?t=…). */
  trackingSecret: string;
  /** Signs the help-centre tokens (GET /vendor/{id}/hc_jwt_token). */
  helpCenterSecret: string;
};

/**
 * In prd without HELP_CENTER_SECRET, the help-centre key is derived from TOKEN_SECRET (HMAC with
 * its own label): the same on every instance, and never the token secret itself.
 */
function deriveHelpCenterSecret(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('rider-portal/help-center').digest('base64url');
}

/**
 * Secrets given in the environment win; outside prd a missing one is generated once and kept in
 * the data directory so restarts keep sessions and signed fees valid.
 */
export async function loadSecrets(config: TConfig): Promise<TSecrets> {
  const given = config.secrets;
  if (
    config.environment === 'prd' &&
    given.tokenSecret &&
    given.feeSecret &&
    given.logisticsSecret &&
    given.integrationKey &&
    given.trackingSecret
  ) {
    return {
      tokenSecret: given.tokenSecret,
      feeSecret: given.feeSecret,
      logisticsSecret: given.logisticsSecret,
      integrationKey: given.integrationKey,
      adminToken: given.adminToken ?? randomBytes(32).toString('base64url'),
      trackingSecret: given.trackingSecret,
      helpCenterSecret: given.helpCenterSecret ?? deriveHelpCenterSecret(given.tokenSecret),
    };
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: Partial<TSecrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<TSecrets>;
  } catch {
    stored = {};
  }
  const fresh = () => randomBytes(32).toString('base64url');
  const secrets: TSecrets = {
    tokenSecret: given.tokenSecret ?? stored.tokenSecret ?? fresh(),
    feeSecret: given.feeSecret ?? stored.feeSecret ?? fresh(),
    logisticsSecret: given.logisticsSecret ?? stored.logisticsSecret ?? fresh(),
    integrationKey: given.integrationKey ?? stored.integrationKey ?? fresh(),
    adminToken: given.adminToken ?? stored.adminToken ?? fresh(),
    trackingSecret: given.trackingSecret ?? stored.trackingSecret ?? fresh(),
    helpCenterSecret: given.helpCenterSecret ?? stored.helpCenterSecret ?? fresh(),
  };
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
