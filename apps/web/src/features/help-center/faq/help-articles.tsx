import type { ReactNode } from 'react';
import { Anchor, Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  BULK_FILE_MAX_BYTES,
  CANCEL_AFTER_PAYMENT_COMMITTED_MS,
  INSTANT_DELIVERY_PROMISE_MINUTES,
  PREORDER_MIN_LEAD_MINUTES,
  PREORDER_WINDOW_DAYS,
  TYPICAL_DELIVERY_MINUTES,
} from '@rider-portal/domain/constants';
import { HELP_FEE_EXAMPLE_KM, type THelpFacts } from '@rider-portal/domain/help-center';
import {
  CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  statusLabel,
  type TStatusLabel,
} from '@rider-portal/domain/statuses';
import { formatMoney } from '../../../shared/format/money';

export const HELP_ARTICLE_IDS = [
  'request',
  'fee',
  'payment',
  'hours',
  'cancel',
  'items',
  'value',
  'bulk',
  'contact',
] as const;
export type THelpArticleId = (typeof HELP_ARTICLE_IDS)[number];

export type THelpArticle = {
  id: THelpArticleId;
  title: string;
  body: ReactNode;
  /** Every text of the article, for the search box. */
  searchText: string;
};

/** How the customer may pay for the goods, as the request form names them (000 §3). */
const CUSTOMER_PAYMENT_METHODS = ['CASH_ON_DELIVERY', 'PAID', 'PAYMENT_ON_DELIVERY'] as const;

/**
 * 001 §4 "Cancellable": the chip labels of the cancellable states, keeping only labels no
 * other state shares (MODIFIED reads "In progress", as do states that cannot be cancelled).
 */
export function cancellableLabels(): TStatusLabel[] {
  const labels = new Set<TStatusLabel>();
  for (const status of CANCELLABLE_STATUSES) {
    const label = statusLabel(status, null);
    const isShared = ORDER_STATUSES.some(
      (other) => !CANCELLABLE_STATUSES.has(other) && statusLabel(other, null) === label,
    );
    if (!isShared) labels.add(label);
  }
  return [...labels];
}

type TArticleInput = {
  t: TFunction;
  facts: THelpFacts;
  countryName: string;
  language: string;
  isEmbedded: boolean;
};

function article(id: THelpArticleId, title: string, texts: string[], body: ReactNode) {
  return { id, title, body, searchText: [title, ...texts].join(' ').toLocaleLowerCase() };
}

/** The help articles of one market, their numbers from the domain (001 §2, 000 §9). */
export function buildHelpArticles({
  t,
  facts,
  countryName,
  language,
  isEmbedded,
}: TArticleInput): THelpArticle[] {
  const money = (amount: number) => formatMoney(amount, facts.country, language);
  const paragraph = (text: string) => <Text key={text}>{text}</Text>;

  const steps = [
    t('help.request.step-1', { area: t('nav.request') }),
    t('help.request.step-2'),
    t('help.request.step-3'),
    t('help.request.step-4', { area: t('nav.tracking') }),
  ];
  const requestNotes = [
    ...(facts.isUnitNumberRequired ? [t('help.request.unit', { country: countryName })] : []),
    t('help.request.promise', {
      promise: INSTANT_DELIVERY_PROMISE_MINUTES,
      minutes: TYPICAL_DELIVERY_MINUTES,
    }),
  ];

  const feeRows: [string, string][] = [
    [t('help.fee.base'), money(facts.baseFee)],
    [
      facts.includedKm > 0
        ? t('help.fee.per-km-after', { km: facts.includedKm })
        : t('help.fee.per-km'),
      money(facts.perKmFee),
    ],
    ...(facts.cityRule
      ? [
          [
            t('help.fee.city', { city: facts.cityRule.city, km: facts.cityRule.includedKm }),
            money(facts.perKmFee),
          ] as [string, string],
        ]
      : []),
    ...(facts.cashOnDeliverySurcharge > 0
      ? [[t('help.fee.cash'), `+ ${money(facts.cashOnDeliverySurcharge)}`] as [string, string]]
      : []),
    [t('help.fee.example', { km: HELP_FEE_EXAMPLE_KM }), money(facts.exampleFee)],
    ...(facts.cashOnDeliverySurcharge > 0
      ? [
          [
            t('help.fee.example-cash', { km: HELP_FEE_EXAMPLE_KM }),
            money(facts.exampleFeeCash),
          ] as [string, string],
        ]
      : []),
  ];
  const feeTexts = [
    t('help.fee.intro'),
    ...feeRows.flat(),
    t('help.fee.distance', { km: facts.deliveryDistanceCapKm }),
  ];

  const methods = CUSTOMER_PAYMENT_METHODS.map((method) => ({
    name: t(`request.payment.method.${method}`),
    hint: t(`request.payment.method-hint.${method}`),
  }));
  const paymentTexts = [
    t('help.payment.intro'),
    ...methods.flatMap((m) => [m.name, m.hint]),
    t('help.payment.fee'),
    ...(facts.minimumOrderAmount !== null
      ? [t('help.payment.minimum', { amount: money(facts.minimumOrderAmount) })]
      : []),
  ];

  const hoursTexts = [
    t('help.hours.body'),
    t('help.hours.preorder', { minutes: PREORDER_MIN_LEAD_MINUTES, days: PREORDER_WINDOW_DAYS }),
  ];

  const labels = cancellableLabels().map((label) => t(`order.status.${label}`));
  const cancelIntro = t('help.cancel.body', { area: t('nav.tracking') });
  const cancelTexts = [
    cancelIntro,
    ...labels,
    t('help.cancel.paid', { minutes: CANCEL_AFTER_PAYMENT_COMMITTED_MS / 60_000 }),
    t('help.cancel.refund'),
  ];

  const itemTexts = [t('help.items.body'), t('help.items.weight', { kg: facts.itemWeightCapKg })];
  const valueText =
    facts.itemValueCap !== null
      ? t('help.value.cap', { amount: money(facts.itemValueCap) })
      : t('help.value.market');
  const bulkText = t('help.bulk.body', {
    area: t('nav.bulk-order'),
    mb: BULK_FILE_MAX_BYTES / (1024 * 1024),
  });
  const contactText = t('help.contact.body', { email: facts.supportEmail });

  return [
    article(
      'request',
      t('help.article.request'),
      [...steps, ...requestNotes],
      <Stack gap="sm">
        <List type="ordered" spacing={6}>
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {requestNotes.map(paragraph)}
      </Stack>,
    ),
    article(
      'fee',
      t('help.article.fee'),
      feeTexts,
      <Stack gap="sm">
        <Text>{t('help.fee.intro')}</Text>
        <Table withTableBorder verticalSpacing="xs" maw={480}>
          <Table.Tbody>
            {feeRows.map(([label, amount]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="end" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {amount}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text>{t('help.fee.distance', { km: facts.deliveryDistanceCapKm })}</Text>
      </Stack>,
    ),
    article(
      'payment',
      t('help.article.payment'),
      paymentTexts,
      <Stack gap="sm">
        <Text>{t('help.payment.intro')}</Text>
        <List spacing={6}>
          {methods.map((method) => (
            <List.Item key={method.name}>
              <Text span fw={600}>
                {method.name}
              </Text>
              {': '}
              {method.hint}
            </List.Item>
          ))}
        </List>
        {paymentTexts.slice(1 + methods.length * 2).map(paragraph)}
      </Stack>,
    ),
    article(
      'hours',
      t('help.article.hours'),
      hoursTexts,
      <Stack gap="sm">{hoursTexts.map(paragraph)}</Stack>,
    ),
    article(
      'cancel',
      t('help.article.cancel'),
      cancelTexts,
      <Stack gap="sm">
        <Text>{cancelIntro}</Text>
        <Group gap="xs">
          {labels.map((label) => (
            <Badge key={label} variant="light" size="lg" radius="sm" tt="none">
              {label}
            </Badge>
          ))}
        </Group>
        {cancelTexts.slice(1 + labels.length).map(paragraph)}
      </Stack>,
    ),
    article(
      'items',
      t('help.article.items'),
      [...itemTexts, t('help.items.link')],
      <Stack gap="sm">
        {itemTexts.map(paragraph)}
        <Anchor
          component={Link}
          to="/prohibiteditems-c2c"
          // Inside the help centre's frame, the full page opens beside the portal.
          {...(isEmbedded ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {t('help.items.link')}
        </Anchor>
      </Stack>,
    ),
    article('value', t('help.article.value'), [valueText], <Text>{valueText}</Text>),
    article('bulk', t('help.article.bulk'), [bulkText], <Text>{bulkText}</Text>),
    article(
      'contact',
      t('help.article.contact'),
      [contactText],
      <Stack gap="xs">
        <Text>{contactText}</Text>
        <Anchor href={`mailto:${facts.supportEmail}`} fw={600}>
          {facts.supportEmail}
        </Anchor>
      </Stack>,
    ),
  ];
}
