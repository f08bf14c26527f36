import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';

/**
 * A step's message to the recipient by e-mail (issue 21): the same words as the text message, in
 * the recipient's language, with the tracking link as a button while there is something to follow.
 */
export function customerMessageMail(input: {
  to: string;
  vendorName: string;
  text: string;
  link: string;
  language: TLanguage;
  entity: TEntity;
}): TMail {
  const t = textsIn(input.language, 'mail');
  const action = t('customer-message.action');
  return {
    to: input.to,
    subject: t('customer-message.subject', { vendor: input.vendorName }),
    text: input.text,
    html: brandedMailHtml(
      input.entity,
      input.language,
      `<p>${escapeHtml(input.text)}</p>${
        input.link ? `\n<p>${mailButton(input.entity, input.link, action)}</p>` : ''
      }`,
    ),
  };
}
