/**
 * The Unicode bidirectional algorithm (UAX #9) for one line of plain text, so the receipt PDF
 * lays out Arabic, Sorani and Urdu right to left with numbers and Latin names inside them left to
 * right. Our text has no explicit embeddings or isolates (LRE, RLI…), so rules X1–X10 reduce to one
 * level run per line; the weak (W1–W7), neutral (N1–N2), implicit (I1–I2) and reordering (L2)
 * rules are applied as written. Mirroring (L4) covers brackets.
 */

type TBidiClass = 'L' | 'R' | 'AL' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'NSM' | 'WS' | 'ON';
export type TDirection = 'ltr' | 'rtl';

const ARABIC_LETTERS =
  /[\u0608\u060B\u060D\u061B-\u064A\u066D-\u066F\u0671-\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FF\u0700-\u074F\u0750-\u077F\u0870-\u089F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFE]/u;
const ARABIC_NUMBERS = /[\u0600-\u0605\u0660-\u0669\u066B\u066C\u08E2]/u;
const HEBREW_LETTERS = /[\u05BE\u05C0\u05C3\u05C6\u05D0-\u05FF\uFB1D-\uFB4F]/u;
const EUROPEAN_TERMINATORS =
  /[#$%\u00A2-\u00A5\u00B0\u00B1\u0609\u060A\u066A\u2030-\u2034\u20A0-\u20CF]/u;

function bidiClass(char: string): TBidiClass {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x200e) return 'L';
  if (code === 0x200f) return 'R';
  if (code === 0x061c) return 'AL';
  if (/\p{Mn}|\p{Me}/u.test(char)) return 'NSM';
  if (/[0-9\u06F0-\u06F9\u00B2\u00B3\u00B9]/u.test(char)) return 'EN';
  if (ARABIC_NUMBERS.test(char)) return 'AN';
  if (ARABIC_LETTERS.test(char)) return 'AL';
  if (HEBREW_LETTERS.test(char)) return 'R';
  if (/[+\-\u2212]/u.test(char)) return 'ES';
  if (EUROPEAN_TERMINATORS.test(char)) return 'ET';
  if (/[,./:\u00A0\u060C\u202F\u2044]/u.test(char)) return 'CS';
  if (/[\t \u2000-\u200A\u2028\u205F\u3000]/u.test(char)) return 'WS';
  if (/\p{L}|\p{Mc}|\p{Nd}/u.test(char)) return 'L';
  return 'ON';
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/** Controls that only steer direction: they decide levels but are not drawn (fonts lack them). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * The direction of a text of its own (P2–P3, as HTML's dir="auto"): its first strong character's,
 * else the given one. Names, addresses and values are laid out by it; labels by the document's.
 */
export function ownDirection(text: string, otherwise: TDirection): TDirection {
  for (const char of text) {
    const type = bidiClass(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return otherwise;
}

/** Resolved embedding level of each character (I1–I2 after W1–W7 and N1–N2). */
export function bidiLevels(chars: readonly string[], direction: TDirection): number[] {
  const base = direction === 'rtl' ? 1 : 0;
  const sos: TBidiClass = base ? 'R' : 'L';
  const types = chars.map(bidiClass);
  const n = types.length;
  // W1: a mark takes the class of the character before it.
  for (let i = 0; i < n; i += 1) if (types[i] === 'NSM') types[i] = i === 0 ? sos : types[i - 1]!;
  // W2, W3: European digits after Arabic letters are Arabic numbers; AL is R.
  let lastStrong: TBidiClass = sos;
  for (let i = 0; i < n; i += 1) {
    const t = types[i]!;
    if (t === 'L' || t === 'R' || t === 'AL') lastStrong = t;
    else if (t === 'EN' && lastStrong === 'AL') types[i] = 'AN';
  }
  for (let i = 0; i < n; i += 1) if (types[i] === 'AL') types[i] = 'R';
  // W4: one separator between two numbers of a kind joins them.
  for (let i = 1; i < n - 1; i += 1) {
    const [before, t, after] = [types[i - 1], types[i], types[i + 1]];
    if (t === 'ES' && before === 'EN' && after === 'EN') types[i] = 'EN';
    else if (t === 'CS' && before === after && (before === 'EN' || before === 'AN'))
      types[i] = before!;
  }
  // W5: terminators next to European digits (€ 5, 5 %) belong to the number.
  for (let i = 0; i < n; i += 1) {
    if (types[i] !== 'ET') continue;
    let end = i;
    while (end < n && types[end] === 'ET') end += 1;
    if (types[i - 1] === 'EN' || types[end] === 'EN')
      for (let k = i; k < end; k += 1) types[k] = 'EN';
    i = end - 1;
  }
  // W6: other separators and terminators are neutral.
  for (let i = 0; i < n; i += 1)
    if (types[i] === 'ES' || types[i] === 'ET' || types[i] === 'CS') types[i] = 'ON';
  // W7: European digits in Latin text are Latin.
  lastStrong = sos;
  for (let i = 0; i < n; i += 1) {
    const t = types[i]!;
    if (t === 'L' || t === 'R') lastStrong = t;
    else if (t === 'EN' && lastStrong === 'L') types[i] = 'L';
  }
  // N1, N2: neutrals between text of one direction take it (numbers count as R), else the base.
  const strong = (t: TBidiClass | undefined) => (t === 'L' ? 'L' : t === undefined ? null : 'R');
  for (let i = 0; i < n; i += 1) {
    if (types[i] !== 'WS' && types[i] !== 'ON') continue;
    let end = i;
    while (end < n && (types[end] === 'WS' || types[end] === 'ON')) end += 1;
    const before = i === 0 ? sos : strong(types[i - 1]);
    const after = end === n ? sos : strong(types[end]);
    const resolved: TBidiClass = before === after ? (before as TBidiClass) : sos;
    for (let k = i; k < end; k += 1) types[k] = resolved;
    i = end - 1;
  }
  // I1, I2.
  return types.map((t) => {
    if (base === 0) return t === 'R' ? 1 : t === 'AN' || t === 'EN' ? 2 : 0;
    return t === 'L' || t === 'EN' || t === 'AN' ? 2 : 1;
  });
}

/** A piece of a line in one direction, its characters in logical (reading) order. */
export type TBidiRun = { text: string; isRtl: boolean };

/**
 * A line cut into runs of one level, listed in visual order (left to right on the page): L2
 * reverses every sequence at or above each odd level. Each run keeps its text in reading order,
 * with brackets mirrored in right-to-left runs, and without bidi control characters; a shaping
 * engine lays an RTL run out from right to left.
 */
export function visualRuns(text: string, direction: TDirection): TBidiRun[] {
  const chars = [...text];
  const levels = bidiLevels(chars, direction);
  const order = chars.map((_, i) => i);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 ? l : l + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < order.length; i += 1) {
      if (levels[order[i]!]! < level) continue;
      let end = i;
      while (end < order.length && levels[order[end]!]! >= level) end += 1;
      order.splice(i, end - i, ...order.slice(i, end).reverse());
      i = end - 1;
    }
  }
  const runs: { level: number; indices: number[] }[] = [];
  for (const index of order) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[index]) last.indices.push(index);
    else runs.push({ level: levels[index]!, indices: [index] });
  }
  return runs
    .map(({ level, indices }) => {
      const isRtl = level % 2 === 1;
      const logical = [...indices].sort((a, b) => a - b).map((i) => chars[i]!);
      const shown = logical
        .filter((c) => !BIDI_CONTROLS.test(c))
        .map((c) => (isRtl ? (MIRRORED[c] ?? c) : c));
      return { text: shown.join(''), isRtl };
    })
    .filter((run) => run.text.length > 0);
}
