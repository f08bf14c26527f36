import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { fillText } from './document-format.ts';

/** 001 §8 "report sent by e-mail": the mail with the link to a large export, in its language. */
export function exportReadyMail(input: {
  to: string;
  link: string;
  validDays: number;
  language: TLanguage;
  entity: TEntity;
}): TMail {
  const t = DOCUMENT_TEXTS[input.language].mail;
  const expiry = fillText(t.expiry, { days: String(input.validDays) });
  return {
    to: input.to,
    subject: t.subject,
    text: [t.intro, '', `${t.action}: ${input.link}`, expiry].join('\n'),
    html: brandedMailHtml(
      input.entity,
      input.language,
      `<p>${escapeHtml(t.intro)}</p>
<p>${mailButton(input.entity, input.link, t.action)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(expiry)}<br>${escapeHtml(input.link)}</p>`,
    ),
  };
}
