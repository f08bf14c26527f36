import type { FastifyInstance } from 'fastify';
import { AppError, englishMessage } from './errors.ts';

/**
 * Characters no text of the portal may hold: NUL and the other C0 controls except tab, line feed
 * and carriage return, DEL, and halves of a UTF-16 surrogate pair. A database cannot store NUL in
 * text, and none of these is anything a person typed.
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const KEY = 'error.control-character';

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/**
 * A text made storable: control characters dropped, halves of a surrogate pair made U+FFFD. For
 * text nobody typed for us field by field (a spreadsheet's cells, where `_x0000_` reads as NUL).
 */
export function toStorableText(text: string): string {
  return text.replace(UNSTORABLE_ALL, (c) => (/[\uD800-\uDFFF]/.test(c) ? '\uFFFD' : ''));
}

/** Whether a text can be stored and shown as it is. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

function refused(field: string): AppError {
  return new AppError(400, KEY, {
    fieldErrors: [{ field, translation_key: KEY, message: englishMessage(KEY) }],
  });
}

/** One field's text, refused with the field named when it holds a control character. */
export function assertStorableText(text: string, field: string): void {
  if (!isStorableText(text)) throw refused(field);
}

/**
 * The first text in a parsed body, query or path (values and keys, however deep) that holds a
 * character the portal refuses, as its field path; null when there is none.
 */
export function firstUnstorableField(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: `${path}.${i}` }));
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

/**
 * One place that refuses NUL and the other control characters in every string of
 * every body, query and path, before any schema or handler sees it (a clear 400 naming the field;
 * nothing is changed). Multipart fields are read by their route, which checks them the same way.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      firstUnstorableField(request.params, '') ??
      firstUnstorableField(request.query, '') ??
      firstUnstorableField(request.body, '');
    if (field !== null) throw refused(field || 'body');
  });
}
