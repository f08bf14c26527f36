import { readStorage, STORAGE_KEYS, writeStorage } from '../../shared/session/storage-keys';

/** The welcome carousel shows once per browser, after the first sign-in. */
export function isWelcomeSeen(): boolean {
  return readStorage(STORAGE_KEYS.welcomeSeen) === '1';
}

export function markWelcomeSeen(): void {
  writeStorage(STORAGE_KEYS.welcomeSeen, '1');
}
