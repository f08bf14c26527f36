import { CSP_NONCE_SLOT } from '@rider-portal/domain/prerender';

/**
 * This page's CSP nonce for styles, as the server put it in `<meta property="csp-nonce">` (the
 * `nonce` property: browsers hide the attribute from the page). The policy allows no inline style
 * without it, so Mantine's theme variables carry it. Empty when served without one (tests).
 */
export function cspNonce(): string {
  // Rendered ahead of time (the build's prerender): the server fills in each answer's nonce.
  if (typeof document === 'undefined') return CSP_NONCE_SLOT;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}
