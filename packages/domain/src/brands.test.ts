import { describe, it, expect } from 'vitest';
import { BRAND_THEMES, contrastRatio, paletteFrom } from './brands.ts';
import { ENTITIES } from './markets.ts';

describe('BRAND_THEMES (000 §1, 001 §1)', () => {
  it('has a theme for every entity', () => {
    expect(Object.keys(BRAND_THEMES).sort()).toEqual([...ENTITIES].sort());
  });

  it('titles the page after the brand', () => {
    expect(BRAND_THEMES.FOODPANDA.pageTitle).toBe('foodpanda Rider Portal');
    expect(BRAND_THEMES.TALABAT.pageTitle).toBe('talabat Rider Portal');
    expect(BRAND_THEMES.HUNGER_STATION.pageTitle).toBe('hungerstation Rider Portal');
  });

  it('uses the brand colours', () => {
    expect(BRAND_THEMES.TALABAT.primaryColor).toBe('#FF5A00');
    expect(BRAND_THEMES.FOODPANDA.primaryColor).toBe('#D70F64');
    expect(BRAND_THEMES.FOODORA.primaryColor).toBe('#DF1B72');
    expect(BRAND_THEMES.EFOOD.primaryColor).toBe('#E2231A');
    expect(BRAND_THEMES.GLOVO.primaryColor).toBe('#00A082');
    expect(BRAND_THEMES.GLOVO.accentColor).toBe('#FFC244');
    expect(BRAND_THEMES.HUNGER_STATION.accentColor).toBe('#FFD500');
  });

  it('has ten shades per palette, lightest first, shade 6 the primary colour', () => {
    for (const theme of Object.values(BRAND_THEMES)) {
      expect(theme.colors).toHaveLength(10);
      expect(theme.colors[6]).toBe(theme.primaryColor);
      for (const shade of theme.colors) expect(shade).toMatch(/^#[0-9A-F]{6}$/);
      const contrasts = theme.colors.map((c) => contrastRatio(c, '#FFFFFF'));
      for (let i = 1; i < contrasts.length; i++) {
        expect(contrasts[i]).toBeGreaterThan(contrasts[i - 1] ?? 0);
      }
    }
  });

  it('keeps white text readable on every primary colour (at least 3:1)', () => {
    for (const theme of Object.values(BRAND_THEMES)) {
      expect(contrastRatio(theme.primaryColor, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws self-contained SVG wordmarks and favicons', () => {
    for (const theme of Object.values(BRAND_THEMES)) {
      for (const svg of [theme.logoSvg, theme.faviconSvg]) {
        expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 \d+ \d+'/);
        expect(svg).toMatch(/<\/svg>$/);
        expect(svg).not.toMatch(/href|url\(|<image|<script/);
      }
      expect(theme.logoSvg).toContain(`>${theme.name}</text>`);
      expect(theme.logoSvg).toContain(theme.primaryColor);
    }
  });
});

describe('paletteFrom and contrastRatio', () => {
  it('builds tints to white and shades to black around the colour', () => {
    const palette = paletteFrom('#808080');
    expect(palette[6]).toBe('#808080');
    expect(palette[0]).toBe('#F5F5F5');
    expect(palette[9]).toBe('#4A4A4A');
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => paletteFrom('orange')).toThrow();
  });
});
