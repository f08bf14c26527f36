import { describe, expect, it } from 'vitest';
import { findRestaurantId } from './integration.ts';

describe('findRestaurantId (000 §4, 001 §4)', () => {
  it.each([
    ['a list of platform tokens', { platformTokens: [{ restaurantId: 'V1' }] }, 'V1'],
    ['tokens keyed by platform', { platform_tokens: { vt: { restaurantId: 7 } } }, '7'],
    ['the first token that names one', { platformTokens: [{}, { restaurantId: 'V2' }] }, 'V2'],
    ['JSON text', JSON.stringify({ platformTokens: [{ restaurantId: 'V3' }] }), 'V3'],
  ])('reads %s', (_case, authSchema, expected) => {
    expect(findRestaurantId({ authSchema })).toBe(expected);
  });

  it.each([
    ['no authSchema', {}],
    ['JSON text that does not parse', { authSchema: '{nope' }],
    ['no restaurant', { authSchema: { platformTokens: [{ restaurantId: '' }] } }],
    ['no tokens', { authSchema: { platformTokens: 'x' } }],
  ])('answers null for %s', (_case, payload) => {
    expect(findRestaurantId(payload)).toBeNull();
  });
});
