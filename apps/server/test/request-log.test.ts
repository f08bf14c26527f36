import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/env.ts';
import { SIMULATOR_USER_AGENT } from '../src/sim/sender.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';

// Logs a person can read: one line per real request; the simulator's calls and health
// checks at debug level; readable lines at a terminal, JSON elsewhere.

describe('the request log', () => {
  let t: TTestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => t.close());

  it('writes one line per real request, with its status and time', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/v1/flags' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/v1\/flags 200 \d+ ms$/),
    });
  });

  it('keeps the simulator and health checks out of the info log', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/logistics/events',
      headers: { 'user-agent': SIMULATOR_USER_AGENT, 'content-type': 'application/json' },
      payload: { events: [] },
    });
    expect(lines).toEqual([]);
  });

  it('writes a client leaving mid-answer at debug level, and real errors at error level', () => {
    lines.length = 0;
    // What the compression plugin logs when a browser leaves while an answer streams.
    t.app.log.error(new Error('premature close'));
    expect(lines).toEqual([]);
    t.app.log.error(new Error('disk full'));
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'disk full' })]);
  });

  it('is readable at a terminal outside prd, JSON elsewhere, and LOG_FORMAT decides', () => {
    const terminal = { isTerminal: true };
    const pipe = { isTerminal: false };
    expect(parseConfig({}, terminal).logFormat).toBe('pretty');
    expect(parseConfig({}, pipe).logFormat).toBe('json');
    expect(parseConfig({ LOG_FORMAT: 'pretty' }, pipe).logFormat).toBe('pretty');
    expect(parseConfig({ LOG_FORMAT: 'json' }, terminal).logFormat).toBe('json');
    expect(() => parseConfig({ LOG_FORMAT: 'xml' }, pipe)).toThrow(/LOG_FORMAT/);
  });
});
