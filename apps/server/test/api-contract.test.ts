import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@rider-portal/domain/api/routes';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';

// The web calls the API by the names of packages/domain/src/api/routes.ts. Each one must
// be a route of this server, at that method and path, or the web's typed call goes nowhere.

describe('the API contract', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_PAGES: 'on' } });
  });
  afterAll(() => t.close());

  it('has a route for every endpoint the web calls by name', () => {
    const missing = Object.entries(API_ROUTES)
      .filter(([, route]) => !t.app.hasRoute({ method: route.method, url: `/api/v1${route.path}` }))
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });
});
