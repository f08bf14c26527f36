import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type TFontSpec = {
  /** The @fontsource package and file name stem; the regular (400) and bold (700) files are used. */
  files: string;
  /** Code points the files have glyphs for: their unicode-range, as @fontsource's CSS lists it. */
  ranges: string;
  /** Whether the files carry the zero-width (non-)joiners their script uses. */
  hasJoiners?: boolean;
};

/** Noto Sans split by script as @fontsource ships it; text is drawn run by run in the right one. */
const FONT_SPECS = {
  latin: {
    files: 'noto-sans/files/noto-sans-latin',
    ranges:
      'U+0020-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2010-2027,U+2030-205E,U+20AC,U+2122,U+2212,U+2215',
  },
  'latin-ext': {
    files: 'noto-sans/files/noto-sans-latin-ext',
    ranges:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2C60-2C7F,U+A720-A7FF',
  },
  vietnamese: { files: 'noto-sans/files/noto-sans-vietnamese', ranges: 'U+1EA0-1EF1' },
  greek: { files: 'noto-sans/files/noto-sans-greek', ranges: 'U+0370-03FF' },
  'greek-ext': { files: 'noto-sans/files/noto-sans-greek-ext', ranges: 'U+1F00-1FFF' },
  cyrillic: {
    files: 'noto-sans/files/noto-sans-cyrillic',
    ranges: 'U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  },
  'cyrillic-ext': {
    files: 'noto-sans/files/noto-sans-cyrillic-ext',
    ranges: 'U+0460-052F,U+1C80-1C8A,U+2DE0-2DFF,U+A640-A69F',
  },
  arabic: {
    files: 'noto-sans-arabic/files/noto-sans-arabic-arabic',
    ranges:
      'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    hasJoiners: true,
  },
  thai: {
    files: 'noto-sans-thai/files/noto-sans-thai-thai',
    ranges: 'U+0E01-0E5B',
    hasJoiners: true,
  },
  lao: { files: 'noto-sans-lao/files/noto-sans-lao-lao', ranges: 'U+0E81-0EDF', hasJoiners: true },
  khmer: {
    files: 'noto-sans-khmer/files/noto-sans-khmer-khmer',
    ranges: 'U+1780-17FF,U+19E0-19FF',
    hasJoiners: true,
  },
  myanmar: {
    files: 'noto-sans-myanmar/files/noto-sans-myanmar-myanmar',
    ranges: 'U+1000-109F,U+A9E0-A9FE,U+AA60-AA7F',
    hasJoiners: true,
  },
  bengali: {
    files: 'noto-sans-bengali/files/noto-sans-bengali-bengali',
    ranges: 'U+0951-0952,U+0964-0965,U+0980-09FE',
    hasJoiners: true,
  },
} satisfies Record<string, TFontSpec>;

export type TFontName = keyof typeof FONT_SPECS;

function parseRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [from, to = from] = range.replace('U+', '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

function resolveFont(file: string): string | null {
  try {
    return require.resolve(`@fontsource/${file}`);
  } catch {
    return null;
  }
}

/** The fonts found on this install; a script without its font is drawn in Latin (and reads as boxes). */
export const PDF_FONTS = Object.entries(FONT_SPECS).flatMap(([name, spec]: [string, TFontSpec]) => {
  const regular = resolveFont(`${spec.files}-400-normal.woff`);
  const bold = resolveFont(`${spec.files}-700-normal.woff`);
  if (!regular || !bold) return [];
  return [
    {
      name: name as TFontName,
      regular,
      bold,
      ranges: parseRanges(spec.ranges),
      hasJoiners: spec.hasJoiners ?? false,
    },
  ];
});
type TFont = (typeof PDF_FONTS)[number];
const BY_NAME = new Map(PDF_FONTS.map((font) => [font.name, font]));

function covers(font: TFont, code: number): boolean {
  if (code === 0x20 || code === 0xa0) return true;
  if (font.hasJoiners && (code === 0x200c || code === 0x200d)) return true;
  return font.ranges.some(([from, to]) => code >= from && code <= to);
}

/** The script of a character when it has one (letters and marks), so its own font is chosen. */
function isScriptChar(char: string): boolean {
  return /\p{L}|\p{M}/u.test(char) && !/\p{Script=Common}|\p{Script=Inherited}/u.test(char);
}

function ownFont(char: string): TFont | null {
  const code = char.codePointAt(0) ?? 0;
  return PDF_FONTS.find((f) => covers(f, code)) ?? null;
}

/** Whether every character of the text has a font here (Chinese, for one, has none yet). */
export function isDrawable(text: string): boolean {
  return [...text].every((c) => /\s|\p{Cf}/u.test(c) || ownFont(c) !== null);
}

/** The text as it reads, without direction marks and with plain spaces. */
export function readable(text: string): string {
  return drawableSpaces(text).replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '');
}

/** Spaces the fonts lack (narrow no-break space in times) drawn as plain spaces. */
function drawableSpaces(text: string): string {
  return text.replace(/[\u2000-\u200A\u202F\u205F\u3000]/gu, ' ');
}

/**
 * Runs of one font each: a letter takes the font of its script; spaces, digits and punctuation
 * stay in the font of the text around them when it has them, else take the first font that does.
 */
export function fontRuns(text: string): { font: TFontName; text: string }[] {
  const runs: { font: TFontName; text: string }[] = [];
  for (const char of drawableSpaces(text)) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    const lastFont = last ? BY_NAME.get(last.font) : undefined;
    const font =
      lastFont && !isScriptChar(char) && covers(lastFont, code)
        ? last!.font
        : (ownFont(char)?.name ?? 'latin');
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
