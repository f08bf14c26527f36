import { BRAND_THEMES, svgDataUrl } from '@rider-portal/domain/brands';
import type { TEntity } from '@rider-portal/domain/markets';

export function getBrand(entity: TEntity) {
  return BRAND_THEMES[entity] ?? BRAND_THEMES.FOODY;
}

export { svgDataUrl };

/** Page title and favicon follow the brand (the server already wrote the title into the HTML). */
export function applyBrandToDocument(entity: TEntity): void {
  const brand = getBrand(entity);
  document.title = brand.pageTitle;
  const icon = document.getElementById('favicon');
  if (icon instanceof HTMLLinkElement) icon.href = svgDataUrl(brand.faviconSvg);
}
