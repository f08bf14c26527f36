import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@rider-portal/domain/markets';
import { documentTexts } from './document-texts.ts';

describe('document texts', () => {
  it.each(LANGUAGES)('%s has every label from the catalogue, none empty', (language) => {
    const english = documentTexts('en');
    for (const [group, entries] of Object.entries(documentTexts(language))) {
      const ids = Object.keys(english[group as keyof typeof english]);
      expect(Object.keys(entries).sort(), group).toEqual(ids.sort());
      for (const [id, text] of Object.entries(entries as Record<string, string>)) {
        // A key the catalogue lacks would come back as the key itself.
        expect(text.trim(), `${language} ${group}.${id}`).not.toBe('');
        expect(text, `${language} ${group}.${id}`).not.toMatch(/^[a-z0-9-]+(\.[a-z0-9_-]+)+$/);
      }
    }
  });

  it('keeps the placeholders for the receipt to fill in', () => {
    expect(documentTexts('en').receipt.title).toBe('Delivery receipt {{orderId}}');
    expect(documentTexts('el').receipt.heading).toContain('{{brand}}');
  });

  it('says what the screen says, but "Order ID" heads an English export', () => {
    expect(documentTexts('en').export.orderId).toBe('Order ID');
    expect(documentTexts('en').receipt.order).toBe('Order number');
    expect(documentTexts('de').export.orderId).toBe(documentTexts('de').receipt.order);
  });
});
