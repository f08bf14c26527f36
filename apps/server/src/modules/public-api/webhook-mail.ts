import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TMail } from '../../platform/mail.ts';
import { brandedMailHtml, escapeHtml, mailButton } from '../../platform/mail-frame.ts';

/** To a client's owners: its callback URL was disabled (answered 410, or kept failing). */
export function webhookDisabledMail(input: {
  to: string;
  clientId: string;
  callbackUrl: string;
  reason: 'gone' | 'failing';
  failingHours: number;
  link: string;
  language: TLanguage;
  entity: TEntity;
}): TMail {
  const t = textsIn(input.language, 'mail');
  const intro = t('webhook-disabled.intro', { url: input.callbackUrl, client: input.clientId });
  const why =
    input.reason === 'gone'
      ? t('webhook-disabled.reason-gone')
      : t('webhook-disabled.reason-failing', { hours: String(input.failingHours) });
  const advice = t('webhook-disabled.advice');
  const action = t('webhook-disabled.action');
  return {
    to: input.to,
    subject: t('webhook-disabled.subject'),
    text: [intro, why, '', advice, `${action}: ${input.link}`].join('\n'),
    html: brandedMailHtml(
      input.entity,
      input.language,
      `<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(why)}</p>
<p>${escapeHtml(advice)}</p>
<p>${mailButton(input.entity, input.link, action)}</p>`,
    ),
  };
}
