import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';

describe('operator commands over loopback', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a command with the operator token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/internal/admin',
      remoteAddress: '127.0.0.1',
      headers: { 'x-admin-token': t.ctx.secrets.adminToken },
      payload: { argv: ['flag:set', 'voucher', 'off'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ output: 'voucher is off for the market' });
  });

  it('answers a usage error with 422 and its message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/internal/admin',
      remoteAddress: '127.0.0.1',
      headers: { 'x-admin-token': t.ctx.secrets.adminToken },
      payload: { argv: ['flag:set', 'voucher', 'maybe'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().output).toBe('state should be one of on, off, default');
  });

  it('hides itself from a wrong token and from remote callers', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/internal/admin',
      remoteAddress: '127.0.0.1',
      headers: { 'x-admin-token': 'guess' },
      payload: { argv: ['flag:list'] },
    });
    expect(wrong.statusCode).toBe(404);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/internal/admin',
      remoteAddress: '203.0.113.9',
      headers: { 'x-admin-token': t.ctx.secrets.adminToken },
      payload: { argv: ['flag:list'] },
    });
    expect(remote.statusCode).toBe(404);
  });
});
