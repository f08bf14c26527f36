import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused (the 3,000 most common). */
export const COMMON_PASSWORDS_REFUSED = 3000;

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .slice(0, COMMON_PASSWORDS_REFUSED)
      .map((p) => String(p).toLowerCase()),
  );
  return common;
}

const SPECIALS = /[!@#$%^&*]/g;

/**
 * Whether a password is one of the most common ones (zxcvbn's rank-ordered list) in disguise. The
 * list holds no special characters, and our rule demands one (000 §5), so the password is compared
 * without case, without its special characters ('Password1!' is 'password1'), and with @ and $
 * read as a and s ('P@ssw0rd!' is 'passw0rd').
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const candidates = [
    lower,
    lower.replace(SPECIALS, ''),
    lower.replaceAll('@', 'a').replaceAll('$', 's').replace(SPECIALS, ''),
  ];
  const list = commonPasswords();
  return candidates.some((c) => c !== '' && list.has(c));
}
