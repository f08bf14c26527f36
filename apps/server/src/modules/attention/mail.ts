import type { TAttentionReason } from '@rider-portal/domain/attention';
import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';

/** To a vendor's owners: one of its orders is stuck (issue 21), once per order. */
export function attentionMail(input: {
  to: string;
  orderId: string;
  vendorName: string;
  reason: TAttentionReason;
  /** Whole minutes since the order was placed (its payment began). */
  minutes: number;
  link: string;
  language: TLanguage;
  entity: TEntity;
}): TMail {
  const t = textsIn(input.language, 'mail');
  const values = { order: input.orderId, vendor: input.vendorName, minutes: String(input.minutes) };
  const why = t(`attention.reason-${input.reason}`, values);
  const advice = t('attention.advice');
  const action = t('attention.action');
  return {
    to: input.to,
    subject: t('attention.subject', values),
    text: [why, '', advice, `${action}: ${input.link}`].join('\n'),
    html: brandedMailHtml(
      input.entity,
      input.language,
      `<p>${escapeHtml(why)}</p>
<p>${escapeHtml(advice)}</p>
<p>${mailButton(input.entity, input.link, action)}</p>`,
    ),
  };
}
