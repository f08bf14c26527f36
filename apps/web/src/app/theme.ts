import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
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
    cursorType: 'pointer',
  });
}
