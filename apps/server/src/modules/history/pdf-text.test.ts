import { describe, expect, it } from 'vitest';
import { ownDirection, visualRuns } from './bidi.ts';
import { fontRuns, isDrawable } from './pdf-fonts.ts';
import { linePieces } from './pdf-text.ts';

// Runs are listed left to right as drawn on the page; each keeps its text in reading order.

describe('bidirectional lines (UAX #9)', () => {
  it('puts an Arabic label at the right of its number in a right-to-left line', () => {
    expect(visualRuns('رقم الطلب: V1001-17', 'rtl')).toEqual([
      { text: 'V1001-17', isRtl: false },
      { text: 'رقم الطلب: ', isRtl: true },
    ]);
    expect(visualRuns('شارع 20', 'rtl')).toEqual([
      { text: '20', isRtl: false },
      { text: 'شارع ', isRtl: true },
    ]);
  });

  it('keeps an Arabic name whole inside a left-to-right line', () => {
    expect(visualRuns('Name: أحمد علي', 'ltr')).toEqual([
      { text: 'Name: ', isRtl: false },
      { text: 'أحمد علي', isRtl: true },
    ]);
  });

  it('mirrors brackets in right-to-left text and drops direction marks', () => {
    expect(linePieces('الخصم (VIP)', 'rtl').map((p) => p.text)).toEqual([
      '(',
      'VIP',
      ')',
      'الخصم ',
    ]);
    expect(linePieces('\u200F2.50 €', 'rtl').map((p) => p.text)).toEqual(['€ ', '2.50']);
  });

  it('gives data the direction of its first letter, as dir="auto" does', () => {
    expect(ownDirection('Corner Café (V1001)', 'rtl')).toBe('ltr');
    expect(ownDirection('أحمد (VIP)', 'ltr')).toBe('rtl');
    expect(ownDirection('€2.50', 'rtl')).toBe('rtl');
  });

  it('hands Arabic-Indic numbers to the shaper so that they still read left to right', () => {
    // fontkit lays out anything in Arabic script right to left: a number is handed over reversed.
    expect(linePieces('٢٠٢٦', 'rtl')).toEqual([{ font: 'arabic', text: '٦٢٠٢' }]);
    // Arabic words are handed over in reading order, for shaping; fontkit reverses them itself.
    expect(linePieces('تم التوصيل', 'rtl')).toEqual([{ font: 'arabic', text: 'تم التوصيل' }]);
  });
});

describe('receipt fonts', () => {
  it('splits text so that each run has a font with its glyphs', () => {
    expect(fontRuns('Vendor: Γιώργος 12')).toEqual([
      { font: 'latin', text: 'Vendor: ' },
      { font: 'greek', text: 'Γιώργος ' },
      { font: 'latin', text: '12' },
    ]);
    expect(fontRuns('طريقة الدفع: 3.50 €')).toEqual([
      { font: 'arabic', text: 'طريقة الدفع' },
      { font: 'latin', text: ': 3.50 €' },
    ]);
  });

  it('knows which scripts it has no font for', () => {
    expect(isDrawable('Απόδειξη παράδοσης · إيصال التوصيل · ใบเสร็จ · বাংলা · ລາວ')).toBe(true);
    expect(isDrawable('配送收據')).toBe(false);
  });
});
