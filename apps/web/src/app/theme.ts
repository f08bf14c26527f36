import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { TEntity } from '@rider-portal/domain/markets';
import { getBrand } from '../shared/brand/brand';

// Noto Sans for Latin, Greek and Cyrillic; the other scripts' Noto fonts load with their language
// (shared/i18n/script-fonts.ts); the system's fonts cover the rest (Chinese).
const FONT_STACK = [
  "'Noto Sans'",
  "'Noto Sans Arabic'",
  "'Noto Sans Thai'",
  "'Noto Sans Lao'",
  "'Noto Sans Khmer'",
  "'Noto Sans Myanmar'",
  "'Noto Sans Bengali'",
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  'Roboto',
  'sans-serif',
].join(', ');

/**
 * Text on a light tint (the light variant of badges and buttons) in the colour's shade 8: its
 * shade 6 on its own tint falls below WCAG's 4.5:1 for every brand (FOODY's red: 4.2).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-8)` };
};

/**
 * Secondary ("dimmed") text and links dark enough to read (WCAG 4.5:1): Mantine's gray 6 is 3.3:1
 * on white; links take the brand's shade 8, readable on white and on the brand's own tints.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-8)`,
  },
  dark: {},
});

/** One Mantine theme per brand; only the primary colour changes between brands (UX.md). */
export function createBrandTheme(entity: TEntity): MantineThemeOverride {
  const brand = getBrand(entity);
  return createTheme({
    // Mantine names its palettes; the brand's ten shades become the 'brand' palette.
    primaryColor: 'brand',
    colors: { brand: brand.colors as unknown as MantineColorsTuple },
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '700' },
    defaultRadius: 'md',
    // White or black text on a filled colour, whichever reads: talabat's orange and Glovo's green
    // are too light for white (3.1:1 and 3.3:1).
    autoContrast: true,
    luminanceThreshold: 0.25,
    variantColorResolver,
    cursorType: 'pointer',
  });
}
