// The one text catalogue: locales/<language>/<namespace>.json. The web loads only its own
// namespace of the active language (the landing page has a size budget); the server reads all.

export const NAMESPACES = ['web', 'mail', 'document', 'bulk-template', 'sms'] as const;
export type TNamespace = (typeof NAMESPACES)[number];

/** The {{placeholders}} a text names, sorted (a translation keeps the English ones). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}
