import { Suspense, lazy, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TBulkRowFields } from '@rider-portal/domain/api/bulk';
import { BULK_DELIVERY_TYPES, BULK_PAYMENT_TYPES } from '@rider-portal/domain/bulk';
import { BULK_COLUMN_IDS } from '@rider-portal/domain/bulk-columns';
import type { TBulkColumnId } from '@rider-portal/domain/bulk-columns';
import type { TBulkJobRow, TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { LANGUAGES, LANGUAGE_NAMES, getMarket } from '@rider-portal/domain/markets';
import { createOrderSchema } from '@rider-portal/domain/request-order';
import { AddressAutocomplete } from '../../../shared/address/address-autocomplete';
import { usePortalConfig } from '../../../shared/config/config-context';
import { PhoneInput } from '../../../shared/ui/phone-input';
import { useFixBulkRow } from '../api/fix-bulk-row';
import { bulkErrorKey, showBulkNotice } from '../hooks/bulk-notice';
import { rowProblemText } from '../hooks/problem-text';

const RequestMap = lazy(() => import('../../../shared/map/request-map'));

type TTextField = Exclude<TBulkColumnId, 'latitude' | 'longitude'>;

/** Every column but the point's, edited as text (the point is the map's). */
const TEXT_FIELDS = BULK_COLUMN_IDS.filter(
  (id): id is TTextField => id !== 'latitude' && id !== 'longitude',
);

type TDraft = Record<TTextField, string> & {
  latitude: number | null;
  longitude: number | null;
};

function draftOf(row: TBulkJobRow): TDraft {
  const text = (key: string) => {
    const value = row.cells[key];
    return value === null || value === undefined ? '' : String(value);
  };
  const number = (key: string) => {
    const value = Number(row.cells[key]);
    return row.cells[key] === undefined || !Number.isFinite(value) ? null : value;
  };
  const draft = { latitude: number('latitude'), longitude: number('longitude') } as TDraft;
  for (const field of TEXT_FIELDS) draft[field] = text(field);
  // A date cell read from Excel is an ISO instant: the editor shows its day.
  draft.scheduled_date = draft.scheduled_date.slice(0, 10);
  const time = /T(\d{2}:\d{2})/.exec(draft.scheduled_time);
  if (time) draft.scheduled_time = time[1]!;
  return draft;
}

/** The request form's own rules for the customer (000 §5), before the server checks the rest. */
function customerErrors(
  draft: TDraft,
  country: Parameters<typeof createOrderSchema>[0]['country'],
) {
  const schema = createOrderSchema({ country }).pick({
    destinationName: true,
    destinationPhoneNumber: true,
  });
  const parsed = schema.safeParse({
    destinationName: draft.customer_name,
    destinationPhoneNumber: draft.customer_phone,
  });
  const errors: Partial<Record<'customer_name' | 'customer_phone', string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] === 'destinationName' ? 'customer_name' : 'customer_phone';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Issue 22, fix a row where it is: the row's fields with the request form's rules and address
 * search, and its drop-off on the map (tap to drop the pin); saving re-checks the row on the
 * server at once, and the table and totals take the answer.
 */
export function RowEditor({
  job,
  row,
  onClose,
}: {
  job: TBulkJobSummary;
  row: TBulkJobRow;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { country, tileUrl } = usePortalConfig();
  const market = getMarket(country);
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [draft, setDraft] = useState<TDraft>(() => draftOf(row));
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<TBulkJobRow | null>(null);
  const fix = useFixBulkRow(job.vendor_id, job.bulk_job_id);
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const label = (column: string) => t(`bulk.sheet-column.${column}`);
  const point =
    draft.latitude !== null && draft.longitude !== null
      ? { lat: draft.latitude, lng: draft.longitude }
      : null;

  const save = () => {
    const errors = customerErrors(draft, country);
    setShownErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const fields: TBulkRowFields = { ...draft };
    fix.mutate(
      { rowNumber: row.row_number, fields },
      {
        onSuccess: (fixed) => {
          if (fixed.row.status === 'INVALID') setAnswer(fixed.row);
          else onClose();
        },
        onError: (error) =>
          showBulkNotice('error', t(bulkErrorKey(error, 'bulk.file-upload-error'))),
      },
    );
  };

  const textField = (column: TTextField) => (
    <TextInput
      label={label(column)}
      value={draft[column]}
      onChange={(e) => set({ [column]: e.currentTarget.value })}
    />
  );
  const error = (column: string) => (shownErrors[column] ? t(shownErrors[column]) : null);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('bulk.row-editor.title', { row: row.row_number })}
      size="xl"
      fullScreen={isPhone}
    >
      <Stack gap="sm">
        {answer?.error ? (
          <Alert color="red" role="alert">
            {rowProblemText(t, job, answer)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={label('customer_name')}
            value={draft.customer_name}
            error={error('customer_name')}
            onChange={(e) => set({ customer_name: e.currentTarget.value })}
          />
          <PhoneInput
            label={label('customer_phone')}
            value={draft.customer_phone}
            prefix={market.phonePrefix}
            error={error('customer_phone')}
            onChange={(e) => set({ customer_phone: e.currentTarget.value })}
          />
        </SimpleGrid>
        <AddressAutocomplete
          label={label('dropoff_address')}
          placeholder={label('dropoff_address')}
          value={draft.dropoff_address}
          error={null}
          country={country}
          language={i18n.language}
          near={point ?? market.defaultCity}
          location="destination"
          onType={(text) => set({ dropoff_address: text })}
          onPick={(picked) =>
            set({
              dropoff_address: picked.address,
              latitude: picked.latitude,
              longitude: picked.longitude,
            })
          }
        />
        <Text size="xs" c="dimmed">
          {t('bulk.row-editor.map-hint')}
        </Text>
        <Suspense fallback={<div style={{ height: 220 }} />}>
          <RequestMap
            pickup={null}
            dropOff={point}
            center={point ?? market.defaultCity}
            tileUrl={tileUrl}
            label={t('bulk.row-editor.map-hint')}
            pickupLabel=""
            dropOffLabel={label('dropoff_address')}
            height={isPhone ? 200 : 240}
            dropOffRevision={0}
            onDropOffMove={(p) => set({ latitude: p.lat, longitude: p.lng })}
          />
        </Suspense>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {textField('unit')}
          {textField('building')}
          <NumberInput
            label={label('order_amount')}
            value={draft.order_amount}
            decimalScale={market.currencyMinorUnits}
            onChange={(value) => set({ order_amount: String(value) })}
          />
          <Select
            label={label('payment_type')}
            data={BULK_PAYMENT_TYPES.map((p) => ({ value: p, label: t(`bulk.payment.${p}`) }))}
            value={draft.payment_type || null}
            onChange={(value) => set({ payment_type: value ?? '' })}
          />
          <Select
            label={label('delivery_type')}
            data={BULK_DELIVERY_TYPES.map((d) => ({ value: d, label: t(`bulk.delivery.${d}`) }))}
            value={draft.delivery_type || null}
            onChange={(value) => set({ delivery_type: value ?? '' })}
          />
          <Select
            label={label('customer_language')}
            data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            value={draft.customer_language || null}
            clearable
            onChange={(value) => set({ customer_language: value ?? '' })}
          />
          <TextInput
            label={label('scheduled_date')}
            placeholder="YYYY-MM-DD"
            value={draft.scheduled_date}
            onChange={(e) => set({ scheduled_date: e.currentTarget.value })}
          />
          <TextInput
            label={label('scheduled_time')}
            placeholder="HH:MM"
            value={draft.scheduled_time}
            onChange={(e) => set({ scheduled_time: e.currentTarget.value })}
          />
        </SimpleGrid>
        {textField('description')}
        {textField('notes')}
        <Group gap="lg">
          <Checkbox
            label={label('cold_bag')}
            checked={draft.cold_bag === 'yes'}
            onChange={(e) => set({ cold_bag: e.currentTarget.checked ? 'yes' : 'no' })}
          />
          <Checkbox
            label={label('age_check')}
            checked={draft.age_check === 'yes'}
            onChange={(e) => set({ age_check: e.currentTarget.checked ? 'yes' : 'no' })}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('bulk.row-editor.cancel')}
          </Button>
          <Button loading={fix.isPending} onClick={save}>
            {t('bulk.row-editor.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
