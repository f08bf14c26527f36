import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Collapse, Grid, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconMap } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLAG_DEFAULTS } from '@rider-portal/domain/flags';
import { geolocatorLanguage } from '@rider-portal/domain/geo';
import { getMarket } from '@rider-portal/domain/markets';
import { isCashAmountUnusual, isItemValueAboveLimit } from '@rider-portal/domain/order-rules';
import type { TLatLng } from '@rider-portal/domain/request-order';
import { track } from '../../shared/analytics/track';
import { isApiError } from '../../shared/api/api-error';
import { usePortalConfig } from '../../shared/config/config-context';
import { flagsQueryOptions } from '../../shared/flags/use-flag';
import { formatMoney } from '../../shared/format/money';
import { lazyWithRetry } from '../../shared/loading/lazy-with-retry';
import { useMountedWhenIdle } from '../../shared/ui/use-mounted-when-idle';
import { readPinPreference, rememberPinPreference } from '../../shared/session/pin-preference';
import { deliverabilityQueryOptions, estimationsQueryOptions } from './api/delivery';
import { reverseGeocode } from '../../shared/geo/geolocator';
import type { TRequestOptions } from './api/request-options';
import type { TServiceHours } from './api/service-hours';
import { CustomerSection } from './components/customer-section';
import { DeliveryTimeSection } from './components/delivery-time-section';
import { DropOffSection } from './components/drop-off-section';
import { FeeChangedModal } from './components/fee-changed-modal';
import { OrderDetailsSection } from './components/order-details-section';
import { OriginSection } from './components/origin-section';
import { PaymentSection } from './components/payment-section';
import { SummaryBar } from './components/summary-bar';
import { VoucherEntry } from './components/voucher-entry';
import { useFeeQuote } from './hooks/use-fee-quote';
import { useFocusFirstInvalid } from './hooks/use-focus-first-invalid';
import { useOriginSave } from './hooks/use-origin-save';
import { useRequestSubmit, type TSubmission } from './hooks/use-request-submit';
import {
  fieldOfPath,
  loadedRequestRules,
  loadRequestRules,
  messageParams,
  validateRequest,
  type TFieldError,
  type TRequestField,
} from './hooks/use-request-validation';
import { useVoucher } from './hooks/use-voucher';
import { parseAmount, pointOf, dropOffPatch, type TRequestDraft } from './state/request-draft';
import type { TRequestMode } from './state/request-mode';

const RequestMap = lazy(lazyWithRetry(() => import('../../shared/map/request-map')));

// The viewport less the top bar, the page title and the sticky summary.
const MAP_HEIGHT_DESKTOP = 'calc(100vh - 290px)';
const MAP_HEIGHT_PHONE = 220;

/**
 * The request flow of 000 §4 for one vendor: origin (when needed), drop-off with its
 * deliverability and fee, customer, order details, delivery time and payment, then submit. The
 * same form requests a rider or changes an order; what differs is the `mode` (state/request-mode).
 * Keyed by vendor (and order being edited) by the page, so changing either starts over.
 */
export function RequestFlow({
  vendorId,
  options,
  hours,
  mode,
}: {
  vendorId: string;
  options: TRequestOptions;
  hours: TServiceHours;
  mode: TRequestMode;
}) {
  const { t, i18n } = useTranslation();
  const { country, tileUrl } = usePortalConfig();
  const market = getMarket(country);
  const isDesktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const flags = useQuery(flagsQueryOptions(vendorId)).data?.flags ?? FLAG_DEFAULTS;
  const isEditing = mode.kind === 'edit';
  const [draft, setDraft] = useState<TRequestDraft>(mode.initialDraft);
  const update = useCallback(
    (patch: Partial<TRequestDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const money = useCallback(
    (minor: number) => formatMoney(minor, country, i18n.language),
    [country, i18n.language],
  );

  const { needsOrigin } = mode;
  const pickup = needsOrigin ? pointOf(draft.origin) : mode.pickupPoint;
  const isOriginReady = !needsOrigin || (draft.isOriginConfirmed && draft.origin !== null);
  const destination = pointOf(draft.dropOff);
  const route = {
    vendorId,
    source: needsOrigin ? pointOf(draft.origin) : null,
    destination: destination ?? { lat: 0, lng: 0 },
  };
  const isRouteReady = isOriginReady && destination !== null;
  const deliverability = useQuery({ ...deliverabilityQueryOptions(route), enabled: isRouteReady });
  const estimation = useQuery({ ...estimationsQueryOptions(route), enabled: isRouteReady });
  const fee = useFeeQuote({
    vendorId,
    source: route.source,
    destination,
    paymentMethod: draft.paymentMethod,
    isEnabled: isOriginReady,
  });
  const orderTime = draft.timing === 'preorder' ? draft.preorderAt : null;
  const voucher = useVoucher({
    vendorId,
    quote: fee.quote,
    orderTime,
    voucher: draft.voucher,
    setVoucher: (next) => update({ voucher: next }),
  });
  const originSave = useOriginSave({ vendorId, canSave: !options.is_guest });
  const submit = useRequestSubmit(vendorId);

  const [isValidationShown, setValidationShown] = useState(false);
  // A guest's own details are checked when they confirm the origin, before the rest of the form.
  const [isSenderChecked, setSenderChecked] = useState(false);
  const [serverError, setServerError] = useState<TFieldError | null>(null);
  const [isFeeModalOpen, setFeeModalOpen] = useState(false);
  const [pinError, setPinError] = useState<string | null>(null);
  // 000 §4 pin preference: with the map-pin flag, a user who last placed a pin finds the phone map
  // already open; until the map is toggled by hand it follows the flag once the flags arrive.
  const [pinPreference] = useState(readPinPreference);
  const [mapToggle, setMapOpen] = useState<boolean | null>(null);
  const isMapOpen = mapToggle ?? (flags['map-pin'] && pinPreference === 'PIN');
  const isMapMounted = useMountedWhenIdle() || mapToggle !== null;
  const [dropOffRevision, setDropOffRevision] = useState(0);

  const isVatOn = flags['payment-vat'];
  // What would be sent now, and what the rules say of it: worked out once per change of the form,
  // when first asked for. The form's first render never asks (nothing is shown as wrong before a
  // submit), so it does not wait for the server's schema to be built and run.
  const checked = useMemo(() => {
    let result: { submission: TSubmission; errors: TFieldError[] } | null = null;
    return () => {
      if (result) return result;
      const built = mode.submission({
        draft,
        vendorId,
        country,
        fee: fee.quote ?? null,
        isVatEnabled: isVatOn,
      });
      // The rules arrive when the form is first touched; a submit waits for them.
      const rules = loadedRequestRules();
      const found = rules
        ? validateRequest({
            rules,
            mode: built.mode,
            payload: built.payload,
            country,
            allowedPaymentMethods: options.payment_methods,
          })
        : [];
      const value = { submission: built, errors: found };
      if (rules) result = value;
      return value;
    };
  }, [draft, vendorId, fee.quote, mode, isVatOn, country, options.payment_methods]);
  const amount = parseAmount(draft.amount, country);
  const amountOrNull = Number.isFinite(amount) ? (amount ?? null) : null;
  const isAboveLimit = isItemValueAboveLimit(amountOrNull, options.item_value_limit);
  const isCashUnusual = isCashAmountUnusual({
    amount: amountOrNull,
    paymentMethod: draft.paymentMethod,
    country,
  });
  // What the user must tick before the rider is requested: asked by the form, not the schema.
  const confirmations: TFieldError[] = [];
  if (isAboveLimit && !draft.isItemValueConfirmed) {
    confirmations.push({ field: 'itemValueConfirmed', key: 'request.details.confirm-required' });
  }
  if (isCashUnusual && !draft.isCashAmountConfirmed) {
    confirmations.push({ field: 'cashAmountConfirmed', key: 'request.details.confirm-required' });
  }
  const { containerRef: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  const errorOf = (field: TRequestField): string | null => {
    if (serverError?.field === field) return t(serverError.key, messageParams(country));
    const isSenderField =
      field === 'senderName' || field === 'senderPhone' || field === 'senderEmail';
    if (!isValidationShown && !(isSenderField && isSenderChecked)) return null;
    const found = [...checked().errors, ...confirmations].find((e) => e.field === field);
    return found ? t(found.key, messageParams(country)) : null;
  };

  // A change clears the server's message about the previous attempt.
  useEffect(() => setServerError(null), [draft]);

  // The way the drop-off was last entered is remembered for the next form.
  useEffect(() => {
    if (draft.locationType) rememberPinPreference(draft.locationType);
  }, [draft.locationType]);

  const isUndeliverable = deliverability.data?.result === 'UNDELIVERABLE';
  // A fee and a time only for an address that can be served: none while it is checked,
  // none out of range; a failed check keeps them (the server checks again when the order is sent).
  const isPriced = deliverability.data?.result === 'DELIVERABLE' || deliverability.isError;
  const quote = isPriced ? fee.quote : undefined;
  const dropOffEstimate = isPriced ? estimation.data : undefined;

  const send = () => {
    submit.mutate(checked().submission, {
      onError: (failure) => {
        const key = isApiError(failure) ? failure.translationKey : null;
        if (key === 'error.fee.changed') {
          void fee.reQuote();
          setFeeModalOpen(true);
          return;
        }
        const field = isApiError(failure) ? failure.envelope?.errors?.[0]?.field : undefined;
        setServerError({
          field: field ? fieldOfPath(field) : 'vendor',
          key: key || mode.failureKey,
        });
        focusFirstInvalid();
      },
    });
  };

  // The form's rules, loaded once something in it is touched (or, at the latest, when it is sent).
  const withRules = (then: () => void) => {
    loadRequestRules().then(then, () => {
      setServerError({ field: 'vendor', key: 'error.offline' });
      focusFirstInvalid();
    });
  };

  const checkAndSend = () => {
    setValidationShown(true);
    const { errors } = checked();
    if (errors.length > 0 || confirmations.length > 0 || !fee.quote || isUndeliverable) {
      focusFirstInvalid();
      return;
    }
    if (fee.mustConfirm) {
      setFeeModalOpen(true);
      return;
    }
    send();
  };

  const onSubmit = () => withRules(checkAndSend);
  // Touching the form starts the rules' load; a failure is told when they are needed (withRules).
  const prefetchRules = () => void loadRequestRules().catch(() => undefined);

  const onDropOffMove = async (point: TLatLng) => {
    try {
      const place = await reverseGeocode(point, { language: geolocatorLanguage(country) });
      update(
        dropOffPatch(
          {
            address: place.formatted_address,
            latitude: point.lat,
            longitude: point.lng,
            city: place.city,
          },
          'PIN',
        ),
      );
      setPinError(null);
    } catch {
      // 000 §7: after a failed reverse lookup the previous address (and pin) stays.
      setPinError(t('geolocator.error.reverse'));
      track('address_error', { location: 'destination', key: 'geolocator.error.reverse' });
      setDropOffRevision((n) => n + 1);
    }
  };

  // 000 §8: a fee that cannot be computed, or recomputed once the first one expired.
  const feeErrorKey = isApiError(fee.error) ? fee.error.translationKey : null;
  const feeError = fee.error
    ? t(
        fee.quote
          ? 'error.fee.recompute'
          : feeErrorKey && feeErrorKey !== 'error.validation'
            ? feeErrorKey
            : 'error.cannot-compute-price',
      )
    : null;

  // 000 §5: the first failure is the one reported.
  const generalError = serverError ?? (isValidationShown ? (checked().errors[0] ?? null) : null);
  const total = quote ? (draft.voucher?.delivery_fee ?? quote.fee) : null;
  const centre = pickup ?? mode.pickupPoint ?? market.defaultCity;
  let step = 0;
  const next = () => (step += 1);

  const mapSkeleton = (
    <Skeleton h={isDesktop ? MAP_HEIGHT_DESKTOP : MAP_HEIGHT_PHONE} radius="md" />
  );
  // The map's code and set-up wait for the form to be drawn and the browser idle (in its place, a
  // box of its size), unless the person opens it: a phone's map strip opens at once.
  const map = !isMapMounted ? (
    mapSkeleton
  ) : (
    <Suspense fallback={mapSkeleton}>
      <RequestMap
        dropOffRevision={dropOffRevision}
        pickup={pickup}
        dropOff={destination}
        center={centre}
        tileUrl={tileUrl}
        label={t('request.map.label')}
        pickupLabel={t('request.map.pickup')}
        dropOffLabel={t('request.map.drop-off')}
        height={isDesktop ? MAP_HEIGHT_DESKTOP : MAP_HEIGHT_PHONE}
        onDropOffMove={flags['map-pin'] && isOriginReady ? (p) => void onDropOffMove(p) : null}
      />
    </Suspense>
  );

  const sections = (
    <Stack
      gap="md"
      ref={formRef}
      onFocusCapture={prefetchRules}
      onPointerDownCapture={prefetchRules}
    >
      {generalError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          data-testid="request-error"
          data-form-message
          tabIndex={-1}
        >
          {t(generalError.key, messageParams(country))}
        </Alert>
      ) : null}
      <OriginSection
        step={next()}
        draft={draft}
        update={update}
        errorOf={errorOf}
        vendorName={options.name}
        country={country}
        center={centre}
        fixedAddress={needsOrigin ? null : mode.pickupAddress}
        canSave={!options.is_guest}
        isSaving={originSave.isSaving}
        isSaveChecked={originSave.isChecked}
        onSaveChange={originSave.setChecked}
        isGuest={options.is_guest}
        onConfirm={() =>
          withRules(() => {
            const senderFields: TRequestField[] = ['senderName', 'senderPhone', 'senderEmail'];
            if (options.is_guest && checked().errors.some((e) => senderFields.includes(e.field))) {
              setSenderChecked(true);
              return;
            }
            void originSave.confirm(draft).then(() => update({ isOriginConfirmed: true }));
          })
        }
      />
      <DropOffSection
        step={next()}
        isLocked={!isOriginReady}
        draft={draft}
        update={update}
        errorOf={errorOf}
        country={country}
        near={centre}
        isMapPinOn={flags['map-pin']}
        deliverability={deliverability.data}
        isCheckingDeliverability={deliverability.isFetching}
        isDeliverabilityFailed={deliverability.isError}
        pinError={pinError}
        feeError={feeError}
      />
      <CustomerSection
        step={next()}
        isLocked={!isRouteReady}
        draft={draft}
        update={update}
        errorOf={errorOf}
        vendorId={vendorId}
        country={country}
        isAddressBookOn={flags['address-book']}
        isEditing={isEditing}
        isGuest={options.is_guest}
      />
      <OrderDetailsSection
        step={next()}
        isLocked={!isRouteReady}
        draft={draft}
        update={update}
        errorOf={errorOf}
        country={country}
        isEditing={isEditing}
        itemValueLimitText={
          isAboveLimit && options.item_value_limit !== null ? money(options.item_value_limit) : null
        }
        unusualCash={
          isCashUnusual && amountOrNull !== null
            ? { amount: money(amountOrNull), limit: money(market.cashConfirmAbove) }
            : null
        }
      />
      <DeliveryTimeSection
        step={next()}
        isLocked={!isRouteReady}
        draft={draft}
        update={update}
        errorOf={errorOf}
        isPreorderOn={flags['pre-order']}
        isEditing={isEditing}
        timeZone={market.timeZone}
        serviceHours={hours.service_hours}
        language={i18n.language}
        dropOffMinutes={dropOffEstimate?.dropoff_minutes ?? null}
        isUnserved={isUndeliverable}
      />
      <PaymentSection
        step={next()}
        isLocked={!isRouteReady}
        draft={draft}
        update={update}
        errorOf={errorOf}
        methods={options.payment_methods}
        isVatOn={isVatOn}
        isEditing={isEditing}
        vendorId={vendorId}
        isGuest={options.is_guest}
        voucher={
          flags.voucher && mode.hasVoucher ? (
            <VoucherEntry
              voucher={draft.voucher}
              money={money}
              isApplying={voucher.isApplying}
              error={voucher.error}
              isDisabled={!quote}
              onApply={voucher.apply}
              onRemove={voucher.remove}
            />
          ) : null
        }
      />
    </Stack>
  );

  return (
    <>
      <Box px={{ base: 0 }}>
        {isDesktop ? (
          <Grid gutter="lg" align="flex-start">
            <Grid.Col span={7}>{sections}</Grid.Col>
            <Grid.Col span={5} style={{ position: 'sticky', top: 80 }}>
              {map}
            </Grid.Col>
          </Grid>
        ) : (
          <Stack gap="md">
            <Button
              variant="light"
              leftSection={<IconMap size={18} aria-hidden />}
              onClick={() => setMapOpen(!isMapOpen)}
              aria-expanded={isMapOpen}
            >
              {isMapOpen ? t('request.map.hide') : t('request.map.show')}
            </Button>
            <Collapse in={isMapOpen}>{isMapOpen ? map : null}</Collapse>
            {sections}
          </Stack>
        )}
      </Box>
      <SummaryBar
        fee={quote ? money(quote.fee) : null}
        discount={draft.voucher && quote ? money(quote.fee - draft.voucher.delivery_fee) : null}
        total={total === null ? null : money(total)}
        isFeeLoading={
          (fee.isFetching || deliverability.isFetching) && isRouteReady && !isUndeliverable
        }
        eta={
          dropOffEstimate
            ? t('request.summary.eta', {
                pickup: dropOffEstimate.pickup_minutes,
                dropoff: dropOffEstimate.dropoff_minutes,
              })
            : null
        }
        submitLabel={t(mode.submitLabelKey)}
        isSubmitting={submit.isPending}
        isDisabled={!isRouteReady || isUndeliverable || options.payment_methods.length === 0}
        onSubmit={onSubmit}
      />
      <FeeChangedModal
        isOpen={isFeeModalOpen && fee.mustConfirm}
        oldFee={fee.acceptedFee === null ? null : money(fee.acceptedFee)}
        newFee={fee.quote ? money(fee.quote.fee) : null}
        isSubmitting={submit.isPending || fee.isFetching}
        onClose={() => setFeeModalOpen(false)}
        onConfirm={() => {
          fee.accept();
          setFeeModalOpen(false);
          send();
        }}
      />
    </>
  );
}
