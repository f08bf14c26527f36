import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@rider-portal/domain/markets';
import { readTexts, textsIn } from './catalogue.ts';
import { TEXT_LIMITS } from './limits.ts';
import { NAMESPACES } from './namespaces.ts';

describe('the limits in the texts', () => {
  it('renders them as the numbers the domain sets', () => {
    const t = textsIn('en', 'web');
    // The specification's exact wording (000 §8).
    expect(t('bulk.file-too-large')).toBe('File cannot be larger than 5 MB');
    expect(t('validation.description-too-long')).toBe('Please do not exceed 200 characters');
    expect(t('tracking.eta.less-than-5-minutes')).toBe('Less than 5 minutes away');
    expect(textsIn('de', 'mail')('verify.expiry')).toBe('Dieser Link ist 24 Stunden lang gültig.');
    expect(textsIn('th', 'bulk-template')('instructions.file')).toContain('ไม่เกิน 5 MB');
    expect(t('order.preorder-time-invalid')).toBe(
      'Please choose a delivery time between 30 minutes and 2 days from now.',
    );
  });

  it.each(LANGUAGES)('%s names a limit by placeholder, never by its number', (language) => {
    for (const namespace of NAMESPACES) {
      const t = textsIn(language, namespace);
      for (const [key, text] of Object.entries(readTexts(language, namespace))) {
        const limits = Object.keys(TEXT_LIMITS).filter((name) => text.includes(`{{${name}}}`));
        for (const name of limits) {
          const value = String(TEXT_LIMITS[name as keyof typeof TEXT_LIMITS]);
          expect(t(key), `${language} ${namespace} ${key}`).toContain(value);
        }
      }
    }
  });
});
