import { describe, expect, it } from 'vitest';
import { PRERENDERED_ORDER_ID, PRERENDERED_PAGES, prerenderedPageFor } from './prerender.ts';

describe('prerenderedPageFor', () => {
  it('names the public pages the build renders, in the market of the deployment', () => {
    expect(prerenderedPageFor('/', 'CY')).toEqual({ key: 'landing' });
    expect(prerenderedPageFor('/connect', 'CY')).toEqual({ key: 'connect' });
    expect(prerenderedPageFor('/connect/', 'CY')).toEqual({ key: 'connect' });
    expect(prerenderedPageFor('/help/CY', 'CY')).toEqual({ key: 'help-market' });
    // Another market's help page is not this deployment's.
    expect(prerenderedPageFor('/help/AE', 'CY')).toBeNull();
    expect(prerenderedPageFor('/order-tracking', 'CY')).toBeNull();
    expect(prerenderedPageFor('/help', 'CY')).toBeNull();
  });

  it('answers a signed-in area with its frame only for a browser that holds a session', () => {
    expect(prerenderedPageFor('/request-a-rider', 'CY', true)).toEqual({ key: 'frame-request' });
    expect(prerenderedPageFor('/order-tracking/V1001', 'CY', true)).toEqual({
      key: 'frame-tracking',
    });
    expect(prerenderedPageFor('/history/', 'CY', true)).toEqual({ key: 'frame-history' });
    expect(prerenderedPageFor('/history', 'CY', false)).toBeNull();
    // Deeper paths and other areas are the app's own (a bulk job, an order's receipt).
    expect(prerenderedPageFor('/history/V1001/x', 'CY', true)).toBeNull();
    expect(prerenderedPageFor('/bulk-order', 'CY', true)).toBeNull();
    // A public page is the same for a signed-in browser.
    expect(prerenderedPageFor('/connect', 'CY', true)).toEqual({ key: 'connect' });
  });

  it('reads the order number of a tracking address as the router does', () => {
    expect(prerenderedPageFor('/tracking/V1001-4', 'CY')).toEqual({
      key: 'tracking',
      orderId: 'V1001-4',
    });
    expect(prerenderedPageFor('/tracking-c2c/a%20b', 'CY')).toEqual({
      key: 'tracking-c2c',
      orderId: 'a b',
    });
    expect(prerenderedPageFor('/tracking/%E0%A4%A', 'CY')).toBeNull();
    expect(prerenderedPageFor('/tracking/a/b', 'CY')).toBeNull();
  });

  it('renders the tracking pages with the stand-in order number and a token', () => {
    const tracking: { path: (country: 'CY') => string } = PRERENDERED_PAGES.find(
      (p) => p.key === 'tracking',
    )!;
    expect(tracking.path('CY')).toBe(`/tracking/${PRERENDERED_ORDER_ID}?t=prerendered`);
  });
});
