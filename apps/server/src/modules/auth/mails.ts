import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { resolveLanguage } from '@rider-portal/domain/markets';
import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import type { TMailTexts } from './mail-texts.ts';

// The account mails, in the user's language (texts in mail-texts.ts) and in the brand's name and
// colour. {{brand}}, {{link}}, {{code}} and {{minutes}} are filled in.

type TBranding = { entity: TEntity; locale: string };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

function frame(branding: TBranding, language: TLanguage, body: string): string {
  return brandedMailHtml(branding.entity, language, body);
}

function texts(locale: string): { language: TLanguage; t: TMailTexts } {
  const language = resolveLanguage(locale);
  return { language, t: MAIL_TEXTS[language] };
}

/** 000 §5: the email-verification mail with its link (valid 24 hours). */
export function verificationMail(
  to: string,
  link: string,
  branding: TBranding,
): TMail & { link: string } {
  const { language, t } = texts(branding.locale);
  const values = { brand: BRAND_THEMES[branding.entity].name, link };
  const intro = fill(t.verifyIntro, values);
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(intro)}</p>
<p>${mailButton(branding.entity, link, t.verifyAction)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.verifyExpiry)}<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.ignore)}</p>`,
  );
  return {
    to,
    subject: fill(t.verifySubject, values),
    text: [intro, '', `${t.verifyAction}: ${link}`, t.verifyExpiry, '', t.ignore].join('\n'),
    html,
    link,
  };
}

/** 000 §2, §5: the password-reset mail with its 6-digit code. */
export function resetCodeMail(
  to: string,
  code: string,
  minutes: number,
  branding: TBranding,
): TMail {
  const { language, t } = texts(branding.locale);
  const values = { brand: BRAND_THEMES[branding.entity].name, minutes: String(minutes) };
  const expiry = fill(t.resetExpiry, values);
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(t.resetIntro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;direction:ltr;text-align:center">${escapeHtml(code)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(expiry)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.ignore)}</p>`,
  );
  return {
    to,
    subject: fill(t.resetSubject, values),
    text: [t.resetIntro, '', code, '', expiry, '', t.ignore].join('\n'),
    html,
  };
}

/**
 * Issue 14: someone registered with an address that already has an account. The owner is told,
 * with a way to sign in or choose a new password; the person registering sees the usual answer.
 */
export function accountExistsMail(
  to: string,
  links: { signIn: string; reset: string },
  branding: TBranding,
): TMail {
  const { language, t } = texts(branding.locale);
  const values = { brand: BRAND_THEMES[branding.entity].name };
  const intro = fill(t.existsIntro, values);
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(t.existsAdvice)}</p>
<p>${mailButton(branding.entity, links.signIn, t.signInAction)}&nbsp; ${mailButton(branding.entity, links.reset, t.resetAction)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.existsIgnore)}</p>`,
  );
  return {
    to,
    subject: fill(t.existsSubject, values),
    text: [
      intro,
      '',
      t.existsAdvice,
      `${t.signInAction}: ${links.signIn}`,
      `${t.resetAction}: ${links.reset}`,
      '',
      t.existsIgnore,
    ].join('\n'),
    html,
  };
}
