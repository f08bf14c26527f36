import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Box, Group, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { IconCreditCard, IconCreditCardPay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCardKind, TSavedCard } from '@rider-portal/domain/payments';
import type { TCardForm, TCardFormErrors } from '../state/card-form';
import { brandLabelKey } from './card-brand';
import { NewCardFields } from './new-card-fields';
import { RemoveCardDialog } from './remove-card-dialog';

const NEW_CARD = 'new';
/** Width of the remove action: a comfortable touch target beside each card. */
const REMOVE_ACTION_PX = 40;

/** Removing saved cards: the vendor whose wallet holds them, told when one is gone. */
export type TCardRemoval = { vendorId: string; onRemoved?: (cardId: string) => void };

/**
 * 000 §3 card choice: the saved cards (a vendor's; guests have none) and a new card. NOT_SET
 * until the wallet answered; then the newest saved card is chosen, or a new card when there is
 * none. A choice the payer made is kept. With `removal`, each saved card has a remove action
 * that asks first; a removed card leaves the list at once (the checkout is fetched again too).
 */
export function CardPicker({
  kind,
  savedCards,
  form,
  errors,
  canSave,
  onChange,
  removal,
}: {
  kind: TCardKind;
  savedCards: readonly TSavedCard[];
  form: TCardForm;
  errors: TCardFormErrors;
  canSave: boolean;
  onChange: (patch: Partial<TCardForm>) => void;
  removal?: TCardRemoval;
}) {
  const { t } = useTranslation();
  const [removedIds, setRemovedIds] = useState<readonly string[]>([]);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);
  const cards = savedCards.filter((card) => !removedIds.includes(card.id));
  const first = cards[0];
  useEffect(() => {
    if (form.choice !== 'NOT_SET') return;
    onChange(first ? { choice: 'EXISTING', savedCardId: first.id } : { choice: 'NEW' });
  }, [form.choice, first, onChange]);

  const onRemoved = removal?.onRemoved;
  const forget = useCallback(
    (cardId: string) => {
      setRemovedIds((ids) => [...ids, cardId]);
      // The chosen card is gone: choose again (the next saved card, or a new one).
      if (form.choice === 'EXISTING' && form.savedCardId === cardId) {
        onChange({ choice: 'NOT_SET', savedCardId: null });
      }
      onRemoved?.(cardId);
    },
    [form.choice, form.savedCardId, onChange, onRemoved],
  );

  const newCard = (
    <NewCardFields kind={kind} form={form} errors={errors} canSave={canSave} onChange={onChange} />
  );
  const dialog = removal ? (
    <RemoveCardDialog
      vendorId={removal.vendorId}
      card={removing}
      onClose={() => setRemoving(null)}
      onRemoved={forget}
    />
  ) : null;
  if (cards.length === 0) {
    return (
      <>
        {form.choice === 'NEW' ? newCard : null}
        {dialog}
      </>
    );
  }

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
          {cards.map((card) => {
            const label = t('payment.card.saved-label', {
              brand: t(brandLabelKey(card.brand)),
              last4: card.last_four,
            });
            const removeLabel = t('payment.card.remove', { card: label });
            return (
              <Group key={card.id} gap="xs" wrap="nowrap" align="center">
                <Radio.Card
                  value={card.id}
                  radius="md"
                  p="sm"
                  withBorder
                  aria-label={label}
                  style={{ flexGrow: 1, minWidth: 0 }}
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
                {removal ? (
                  <Tooltip label={removeLabel} withinPortal>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={REMOVE_ACTION_PX}
                      radius="md"
                      aria-label={removeLabel}
                      onClick={() => setRemoving({ id: card.id, label })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            );
          })}
          <Group gap="xs" wrap="nowrap" align="center">
            <Radio.Card
              value={NEW_CARD}
              radius="md"
              p="sm"
              withBorder
              aria-label={t('payment.card.new')}
              style={{ flexGrow: 1, minWidth: 0 }}
            >
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator size="sm" />
                <IconCreditCardPay size={20} aria-hidden style={{ flexShrink: 0 }} />
                <Text fw={600} size="sm">
                  {t('payment.card.new')}
                </Text>
              </Group>
            </Radio.Card>
            {/* Lines the new card up with the saved ones beside their remove action. */}
            {removal ? <Box w={REMOVE_ACTION_PX} style={{ flexShrink: 0 }} aria-hidden /> : null}
          </Group>
        </Stack>
      </Radio.Group>
      {form.choice === 'NEW' ? newCard : null}
      {dialog}
    </Stack>
  );
}
