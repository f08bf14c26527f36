import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setTrackingSink } from '../analytics/track';
import { logout } from './logout';
import { clearPinPreference, readPinPreference, rememberPinPreference } from './pin-preference';
import { EMPTY_SESSION, setSession } from './session-store';
import { STORAGE_KEYS } from './storage-keys';

describe('pin preference (000 §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    setTrackingSink(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setTrackingSink(null);
  });

  it('is unset until a drop-off is entered', () => {
    expect(readPinPreference()).toBeNull();
  });

  it('keeps the last way of entering the drop-off in local storage', () => {
    rememberPinPreference('PIN');
    expect(localStorage.getItem(STORAGE_KEYS.pinPreference)).toBe('PIN');
    expect(readPinPreference()).toBe('PIN');
    rememberPinPreference('TEXT');
    expect(readPinPreference()).toBe('TEXT');
  });

  it('clears the stored value', () => {
    rememberPinPreference('PIN');
    clearPinPreference();
    expect(localStorage.getItem(STORAGE_KEYS.pinPreference)).toBeNull();
    expect(readPinPreference()).toBeNull();
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(STORAGE_KEYS.pinPreference, 'MAP');
    expect(readPinPreference()).toBeNull();
  });

  it('reads as unset when local storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readPinPreference()).toBeNull();
  });

  it('is reset by logout', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"result":true}', { status: 200 }))),
    );
    setSession(EMPTY_SESSION);
    rememberPinPreference('PIN');
    logout(new QueryClient(), { isServerCalled: false });
    expect(readPinPreference()).toBeNull();
  });
});
