import { CARD_BRANDS, type TCardBrand } from '@rider-portal/domain/cards';

/** The translation key of a card brand's name ('unknown' for a brand this build does not know). */
export function brandLabelKey(brand: string): string {
  const known = (CARD_BRANDS as readonly string[]).includes(brand)
    ? (brand as TCardBrand)
    : 'unknown';
  return `payment.brand.${known}`;
}
