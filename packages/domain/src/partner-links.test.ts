import { describe, expect, it } from 'vitest';
import { partnerLinkFor } from './partner-links.ts';

describe('become-a-partner link (000 §2)', () => {
  it("links to the market's brand where it has a partner page", () => {
    expect(partnerLinkFor('CY')).toBe('https://www.foody.com.cy/partners');
    expect(partnerLinkFor('ES')).toBe('https://glovoapp.com/partners');
  });

  it('shows none for a brand without one', () => {
    expect(partnerLinkFor('SE')).toBeNull();
  });
});
