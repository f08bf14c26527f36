import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { resolveLanguage } from '@rider-portal/domain/markets';
import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TFunction } from 'i18next';

// The account mails, in the user's language (the catalogue's mail namespace) and in the brand's
// name and colour. {{brand}} and {{minutes}} are filled in.

type TBranding = { entity: TEntity; locale: string };

function frame(branding: TBranding, language: TLanguage, body: string): string {
  return brandedMailHtml(branding.entity, language, body);
}

function texts(locale: string): { language: TLanguage; t: TFunction } {
  const language = resolveLanguage(locale);
  return { language, t: textsIn(language, 'mail') };
}

/** 000 §5: the email-verification mail with its link (valid 24 hours). */
export function verificationMail(
  to: string,
  link: string,
  branding: TBranding,
): TMail & { link: string } {
  const { language, t } = texts(branding.locale);
  const values = { brand: BRAND_THEMES[branding.entity].name };
  const intro = t('verify.intro', values);
  const action = t('verify.action');
  const expiry = t('verify.expiry');
  const ignore = t('not-asked');
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(intro)}</p>
<p>${mailButton(branding.entity, link, action)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(expiry)}<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(ignore)}</p>`,
  );
  return {
    to,
    subject: t('verify.subject', values),
    text: [intro, '', `${action}: ${link}`, expiry, '', ignore].join('\n'),
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
  const intro = t('reset-code.intro');
  const expiry = t('reset-code.expiry', values);
  const ignore = t('not-asked');
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(intro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;direction:ltr;text-align:center">${escapeHtml(code)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(expiry)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(ignore)}</p>`,
  );
  return {
    to,
    subject: t('reset-code.subject', values),
    text: [intro, '', code, '', expiry, '', ignore].join('\n'),
    html,
  };
}

/**
 * Someone registered with an address that already has an account. The owner is told,
 * with a way to sign in or choose a new password; the person registering sees the usual answer.
 */
export function accountExistsMail(
  to: string,
  links: { signIn: string; reset: string },
  branding: TBranding,
): TMail {
  const { language, t } = texts(branding.locale);
  const values = { brand: BRAND_THEMES[branding.entity].name };
  const intro = t('account-exists.intro', values);
  const advice = t('account-exists.advice');
  const signIn = t('account-exists.sign-in');
  const reset = t('account-exists.reset');
  const notYou = t('account-exists.not-you');
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(advice)}</p>
<p>${mailButton(branding.entity, links.signIn, signIn)}&nbsp; ${mailButton(branding.entity, links.reset, reset)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(notYou)}</p>`,
  );
  return {
    to,
    subject: t('account-exists.subject', values),
    text: [
      intro,
      '',
      advice,
      `${signIn}: ${links.signIn}`,
      `${reset}: ${links.reset}`,
      '',
      notYou,
    ].join('\n'),
    html,
  };
}
