import type { TEntity } from './markets.ts';

/** A Mantine colour tuple: ten shades, lightest first; shade 6 is the primary colour. */
export type TPalette = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export type TBrandTheme = {
  /** The brand as it writes itself (lower case for most). */
  name: string;
  pageTitle: string;
  /** Buttons, links and active tabs; dark enough for white text (contrast ≥ 3:1). */
  primaryColor: string;
  /** The signature colour where it differs from primaryColor (HungerStation and Glovo yellow). */
  accentColor: string;
  colors: TPalette;
  /** Our own simple wordmark; viewBox-based, no external references. */
  logoSvg: string;
  /** A square mark with the brand's initial, for the favicon. */
  faviconSvg: string;
};

type TRgb = readonly [number, number, number];

function parseHex(hex: string): TRgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

function toHex(rgb: TRgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function mix(from: TRgb, to: TRgb, weightOfTo: number): TRgb {
  return [0, 1, 2].map((i) => (from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * weightOfTo) as [
    number,
    number,
    number,
  ];
}

const WHITE: TRgb = [255, 255, 255];
const BLACK: TRgb = [0, 0, 0];
/** How much of the primary colour each lighter shade (0-5) keeps, and how much black 7-9 add. */
const TINTS = [0.08, 0.2, 0.36, 0.54, 0.72, 0.87] as const;
const SHADES = [0.14, 0.28, 0.42] as const;

/** Ten shades around a primary colour: tints towards white, then the colour, then darker shades. */
export function paletteFrom(primaryColor: string): TPalette {
  const primary = parseHex(primaryColor);
  return [
    ...TINTS.map((t) => toHex(mix(WHITE, primary, t))),
    primaryColor.toUpperCase(),
    ...SHADES.map((s) => toHex(mix(primary, BLACK, s))),
  ] as unknown as TPalette;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = "font-family='Helvetica, Arial, sans-serif' font-weight='700'";

function wordmarkSvg(name: string, color: string): string {
  const width = 48 + Math.ceil(name.length * 17);
  const label = escapeXml(name);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 40' role='img' aria-label='${label}'>` +
    `<circle cx='18' cy='20' r='14' fill='${color}'/>` +
    `<path d='M11 21l5 5 9-11' fill='none' stroke='#FFFFFF' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/>` +
    `<text x='40' y='28' ${FONT} font-size='26' fill='${color}'>${label}</text>` +
    `</svg>`
  );
}

function faviconSvg(name: string, color: string): string {
  const initial = escapeXml(name.charAt(0).toUpperCase());
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>` +
    `<rect width='32' height='32' rx='7' fill='${color}'/>` +
    `<text x='16' y='23' text-anchor='middle' ${FONT} font-size='20' fill='#FFFFFF'>${initial}</text>` +
    `</svg>`
  );
}

function defineBrand(name: string, primaryColor: string, accentColor = primaryColor): TBrandTheme {
  return {
    name,
    pageTitle: `${name} Rider Portal`,
    primaryColor,
    accentColor,
    colors: paletteFrom(primaryColor),
    logoSvg: wordmarkSvg(name, primaryColor),
    faviconSvg: faviconSvg(name, primaryColor),
  };
}

/**
 * 000 §1, 001 §1: branding follows the entity. Colours are close to each brand's own: talabat
 * orange, foodpanda and pandasend pink, foodora pink, efood red, foody red, Glovo green (its yellow
 * as accent) and, for HungerStation, a dark gold that carries white text (its yellow as accent).
 */
export const BRAND_THEMES: Readonly<Record<TEntity, TBrandTheme>> = {
  TALABAT: defineBrand('talabat', '#FF5A00'),
  FOODPANDA: defineBrand('foodpanda', '#D70F64'),
  FOODORA: defineBrand('foodora', '#DF1B72'),
  PANDASEND: defineBrand('pandasend', '#D70F64'),
  HUNGER_STATION: defineBrand('hungerstation', '#8A6D00', '#FFD500'),
  EFOOD: defineBrand('efood', '#E2231A'),
  FOODY: defineBrand('foody', '#E4002B'),
  GLOVO: defineBrand('Glovo', '#00A082', '#FFC244'),
};

/** An SVG as an image address (the brand's logo in the app and on the server's first paint). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
