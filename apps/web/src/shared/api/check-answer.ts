import type { z } from 'zod';
import type { TEndpoint } from '@rider-portal/domain/api/endpoint';
import type { TApiRouteName } from '@rider-portal/domain/api/routes';
import * as appConfig from '@rider-portal/domain/api/app-config';
import * as auth from '@rider-portal/domain/api/auth';
import * as bulk from '@rider-portal/domain/api/bulk';
import * as countryParams from '@rider-portal/domain/api/country-params';
import * as flags from '@rider-portal/domain/api/flags';
import * as geo from '@rider-portal/domain/api/geo';
import * as help from '@rider-portal/domain/api/help';
import * as history from '@rider-portal/domain/api/history';
import * as integrations from '@rider-portal/domain/api/integrations';
import * as mailbox from '@rider-portal/domain/api/mailbox';
import * as messages from '@rider-portal/domain/api/messages';
import * as orders from '@rider-portal/domain/api/orders';
import * as payments from '@rider-portal/domain/api/payments';
import * as publicTracking from '@rider-portal/domain/api/public-tracking';
import * as request from '@rider-portal/domain/api/request';
import * as vendors from '@rider-portal/domain/api/vendors';

// Loaded in development and in the unit tests only (client.ts): every answer is parsed with the
// schema the server serializes it with, so a fixture or an answer that drifted fails loudly.
const ENDPOINTS = (
  Object.values({
    ...appConfig,
    ...auth,
    ...bulk,
    ...countryParams,
    ...flags,
    ...geo,
    ...help,
    ...history,
    ...integrations,
    ...mailbox,
    ...messages,
    ...orders,
    ...payments,
    ...publicTracking,
    ...request,
    ...vendors,
  }) as unknown[]
).filter(
  (value): value is TEndpoint => typeof value === 'object' && value !== null && 'response' in value,
);

const byName = new Map<string, TEndpoint>(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint]));

/** Throws when the answer fits none of the endpoint's successful answers. */
export function assertAnswerMatches(name: TApiRouteName, answer: unknown): void {
  const endpoint = byName.get(name);
  if (!endpoint) throw new Error(`${name}: no schema in packages/domain/src/api`);
  const schemas = Object.entries(endpoint.response)
    .filter(([status]) => Number(status) < 300)
    .map(([, schema]) => schema as z.ZodType);
  const failures = schemas.map((schema) => schema.safeParse(answer)).filter((r) => !r.success);
  if (failures.length === schemas.length) {
    const issues = failures.flatMap((r) => r.error?.issues ?? []);
    throw new Error(
      `${endpoint.method} ${endpoint.path}: the answer breaks its schema: ${JSON.stringify(issues.slice(0, 5))}`,
    );
  }
}
