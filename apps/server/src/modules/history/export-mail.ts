import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';
import { textsIn } from '@rider-portal/i18n/catalogue';

/** 001 §8 "report sent by e-mail": the mail with the link to a large export, in its language. */
export function exportReadyMail(input: {
  to: string;
  link: string;
  validDays: number;
  language: TLanguage;
  entity: TEntity;
}): TMail {
  const t = textsIn(input.language, 'mail');
  const intro = t('export-ready.intro');
  const action = t('export-ready.action');
  const expiry = t('export-ready.expiry', { days: String(input.validDays) });
  return {
    to: input.to,
    subject: t('export-ready.subject'),
    text: [intro, '', `${action}: ${input.link}`, expiry].join('\n'),
    html: brandedMailHtml(
      input.entity,
      input.language,
      `<p>${escapeHtml(intro)}</p>
<p>${mailButton(input.entity, input.link, action)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(expiry)}<br>${escapeHtml(input.link)}</p>`,
    ),
  };
}
