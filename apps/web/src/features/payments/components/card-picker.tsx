import { useEffect } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconCreditCardPay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCardKind, TSavedCard } from '@rider-portal/domain/payments';
import type { TCardForm, TCardFormErrors } from '../state/card-form';
import { brandLabelKey } from './card-brand';
import { NewCardFields } from './new-card-fields';

const NEW_CARD = 'new';

/**
 * 000 §3 card choice: the saved cards (a vendor's; guests have none) and a new card. NOT_SET
 * until the wallet answered; then the newest saved card is chosen, or a new card when there is
 * none. A choice the payer made is kept.
 */
export function CardPicker({
  kind,
  savedCards,
  form,
  errors,
  canSave,
  onChange,
}: {
  kind: TCardKind;
  savedCards: readonly TSavedCard[];
  form: TCardForm;
  errors: TCardFormErrors;
  canSave: boolean;
  onChange: (patch: Partial<TCardForm>) => void;
}) {
  const { t } = useTranslation();
  const first = savedCards[0];
  useEffect(() => {
    if (form.choice !== 'NOT_SET') return;
    onChange(first ? { choice: 'EXISTING', savedCardId: first.id } : { choice: 'NEW' });
  }, [form.choice, first, onChange]);

  const newCard = (
    <NewCardFields kind={kind} form={form} errors={errors} canSave={canSave} onChange={onChange} />
  );
  if (savedCards.length === 0) return form.choice === 'NEW' ? newCard : null;

  const value =
    form.choice === 'EXISTING' ? (form.savedCardId ?? '') : form.choice === 'NEW' ? NEW_CARD : '';
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('payment.card.saved-title')}
        value={value}
        error={errors.choice ? t(errors.choice) : null}
        onChange={(next) =>
          onChange(
            next === NEW_CARD
              ? { choice: 'NEW', savedCardId: null }
              : { choice: 'EXISTING', savedCardId: next },
          )
        }
      >
        <Stack gap="xs" mt="xs">
          {savedCards.map((card) => {
            const label = t('payment.card.saved-label', {
              brand: t(brandLabelKey(card.brand)),
              last4: card.last_four,
            });
            return (
              <Radio.Card
                key={card.id}
                value={card.id}
                radius="md"
                p="sm"
                withBorder
                aria-label={label}
              >
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator size="sm" />
                  <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <Group gap="xs" justify="space-between" style={{ flexGrow: 1 }}>
                    <Text fw={600} size="sm">
                      <bdi>{label}</bdi>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('payment.card.expires', {
                        date: `${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`,
                      })}
                    </Text>
                  </Group>
                </Group>
              </Radio.Card>
            );
          })}
          <Radio.Card
            value={NEW_CARD}
            radius="md"
            p="sm"
            withBorder
            aria-label={t('payment.card.new')}
          >
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator size="sm" />
              <IconCreditCardPay size={20} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={600} size="sm">
                {t('payment.card.new')}
              </Text>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>
      {form.choice === 'NEW' ? newCard : null}
    </Stack>
  );
}
