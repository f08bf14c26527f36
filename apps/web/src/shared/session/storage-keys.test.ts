// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@rider-portal/domain/prerender';
import { STORAGE_KEYS } from './storage-keys';

// public/boot.js (a classic script of its own, before the app) decides from these keys whether the
// app must draw the page at once; a key renamed here must be renamed there, or a signed-in person
// would be left on the visitors' landing page until they touched it.
describe('public/boot.js', () => {
  const boot = readFileSync(new URL('../../../public/boot.js', import.meta.url), 'utf8');

  it.each([
    STORAGE_KEYS.auth,
    STORAGE_KEYS.guestToken,
    STORAGE_KEYS.embeddedToken,
    STORAGE_KEYS.locale,
  ])('reads the session key %s the app starts from', (key) => {
    expect(boot).toContain(`storage.getItem('${key}')`);
  });

  it('saves a language picked before the app runs as the app does', () => {
    expect(boot).toContain(`setItem('${STORAGE_KEYS.locale}', select.value)`);
    expect(boot).toContain(`'${LANGUAGE_COOKIE}=' + encodeURIComponent(select.value)`);
    expect(readFileSync(new URL('../ui/language-select.tsx', import.meta.url), 'utf8')).toContain(
      "classNames={{ input: 'rp-language-select' }}",
    );
  });
});
