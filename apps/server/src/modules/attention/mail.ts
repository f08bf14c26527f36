import type { TAttentionReason } from '@rider-portal/domain/attention';
import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';

/** The most orders one mail names; the rest are counted (our choice). */
export const ATTENTION_MAIL_MAX_LISTED = 20;

/**
 * To a vendor's owners: orders that are stuck (issue 21), each named once in its life; a mail
 * per vendor per sweep.
 */
export function attentionMail(input: {
  to: string;
  vendorName: string;
  orders: {
    orderId: string;
    reason: TAttentionReason;
    /** Whole minutes since the order was placed (its payment began). */
    minutes: number;
  }[];
  link: string;
  language: TLanguage;
  entity: TEntity;
}): TMail {
  const t = textsIn(input.language, 'mail');
  const listed = input.orders.slice(0, ATTENTION_MAIL_MAX_LISTED);
  const lines = listed.map((order) =>
    t(`attention.reason-${order.reason}`, {
      order: order.orderId,
      vendor: input.vendorName,
      minutes: String(order.minutes),
    }),
  );
  const unlisted = input.orders.length - listed.length;
  if (unlisted > 0) lines.push(t('attention.more', { count: String(unlisted) }));
  const advice = t('attention.advice');
  const action = t('attention.action');
  const subject =
    input.orders.length === 1
      ? t('attention.subject', { order: input.orders[0]!.orderId })
      : t('attention.subject-many', {
          count: String(input.orders.length),
          vendor: input.vendorName,
        });
  return {
    to: input.to,
    subject,
    text: [...lines, '', advice, `${action}: ${input.link}`].join('\n'),
    html: brandedMailHtml(
      input.entity,
      input.language,
      `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(advice)}</p>
<p>${mailButton(input.entity, input.link, action)}</p>`,
    ),
  };
}
