import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { isRtl } from '@rider-portal/domain/markets';
import type { TEntity, TLanguage } from '@rider-portal/domain/markets';

/** Text for HTML: the five characters that could open markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Every mail the portal sends: the brand's name on its colour above the body, in the language's direction. */
export function brandedMailHtml(entity: TEntity, language: TLanguage, body: string): string {
  const brand = BRAND_THEMES[entity];
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden">
<div style="background:${brand.primaryColor};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${body}</div>
</div></body></html>`;
}

/** The brand-coloured button of a mail's one action. */
export function mailButton(entity: TEntity, href: string, label: string): string {
  const color = BRAND_THEMES[entity].primaryColor;
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:${color};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
}
