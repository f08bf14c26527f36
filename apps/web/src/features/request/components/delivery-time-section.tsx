import { useMemo } from 'react';
import { SegmentedControl, Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../../../shared/format/duration';
import { preorderSlots } from '../state/preorder-slots';
import { FormSection } from './form-section';
import type { TSectionProps } from './section-props';

type TProps = TSectionProps & {
  step: number;
  isLocked: boolean;
  isPreorderOn: boolean;
  isEditing: boolean;
  timeZone: string;
  serviceHours: string;
  language: string;
  /** Minutes to drop-off for an instant order, when known. */
  dropOffMinutes: number | null;
  /** The drop-off cannot be served: no time is promised for it. */
  isUnserved: boolean;
};

/** 000 §2 "delivery time (instant or pre-order date and time picker)", on the market's clock. */
export function DeliveryTimeSection(props: TProps) {
  const { t } = useTranslation();
  const { draft, update } = props;
  const slotsOf = () =>
    preorderSlots({
      now: Date.now(),
      timeZone: props.timeZone,
      serviceHours: props.serviceHours,
      language: props.language,
    });
  // The times of two days, worded: worked out only for a pre-order (a fifth of the request form's
  // start-up on a slow phone when every form did it), again when the pre-order tab opens or the
  // hours change; the slots are 15 minutes wide.
  const days = useMemo(
    () => (draft.timing === 'preorder' ? slotsOf() : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.timeZone, props.serviceHours, props.language, draft.timing],
  );
  const chosenDay =
    days.find((d) => d.slots.some((s) => s.value === String(draft.preorderAt)))?.value ??
    days[0]?.value ??
    null;
  const slots = days.find((d) => d.value === chosenDay)?.slots ?? [];
  return (
    <FormSection
      step={props.step}
      title={t('request.time.title')}
      isLocked={props.isLocked}
      testId="time-section"
    >
      {props.isPreorderOn && !props.isEditing ? (
        <SegmentedControl
          fullWidth
          aria-label={t('request.time.title')}
          value={draft.timing}
          onChange={(value) => {
            const isPreorder = value === 'preorder';
            const first = isPreorder ? slotsOf()[0]?.slots[0] : undefined;
            update({
              timing: isPreorder ? 'preorder' : 'instant',
              preorderAt: isPreorder && first ? Number(first.value) : null,
            });
          }}
          data={[
            { value: 'instant', label: t('request.time.instant') },
            { value: 'preorder', label: t('request.time.preorder') },
          ]}
        />
      ) : null}
      {draft.timing === 'instant' ? (
        props.isUnserved ? null : (
          <Text size="sm">
            {props.dropOffMinutes !== null
              ? t('request.time.instant-eta', {
                  duration: formatMinutes(props.dropOffMinutes, props.language),
                })
              : t('request.time.instant-promise')}
          </Text>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('request.time.day')}
            data={days.map((d) => ({ value: d.value, label: d.label }))}
            value={chosenDay}
            allowDeselect={false}
            disabled={props.isEditing}
            onChange={(value) => {
              const first = days.find((d) => d.value === value)?.slots[0];
              update({ preorderAt: first ? Number(first.value) : null });
            }}
          />
          <Select
            label={t('request.time.time')}
            data={slots}
            value={draft.preorderAt === null ? null : String(draft.preorderAt)}
            allowDeselect={false}
            disabled={props.isEditing}
            error={props.errorOf('preorder')}
            onChange={(value) => update({ preorderAt: value ? Number(value) : null })}
          />
        </SimpleGrid>
      )}
    </FormSection>
  );
}
