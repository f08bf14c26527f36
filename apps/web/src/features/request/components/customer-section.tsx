import { useState } from 'react';
import { Combobox, Loader, Select, SimpleGrid, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAddressBook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FETCH_DEBOUNCE_MS, ORDER_EMAIL_MAX_CHARS } from '@rider-portal/domain/constants';
import {
  getMarket,
  LANGUAGE_NAMES,
  LANGUAGES,
  type TCountryCode,
  type TLanguage,
} from '@rider-portal/domain/markets';
import { REQUEST_TEXT_MAX_CHARS } from '@rider-portal/domain/order-rules';
import { sanitizePhoneInput } from '@rider-portal/domain/phone-input';
import { addressBookQueryOptions, type TSavedAddress } from '../api/address-book';
import { dropOffPatch } from '../state/request-draft';
import { FormSection } from './form-section';
import type { TSectionProps } from './section-props';
import { PhoneInput } from '../../../shared/ui/phone-input';

type TProps = TSectionProps & {
  step: number;
  isLocked: boolean;
  vendorId: string;
  country: TCountryCode;
  isAddressBookOn: boolean;
  isEditing: boolean;
  /** A guest sends to a person, not to a business's customer: the fields say "recipient". */
  isGuest?: boolean;
};

/** 000 §2 "customer details", with the market's phone input and the address book (flag). */
export function CustomerSection(props: TProps) {
  const { t } = useTranslation();
  const who = props.isGuest ? 'recipient' : 'customer';
  const { draft, update } = props;
  const prefix = getMarket(props.country).phonePrefix;
  const fill = (saved: TSavedAddress) =>
    update({
      name: saved.name,
      phone: saved.phone_number,
      // A saved address is a text address, not a pin.
      ...dropOffPatch(
        {
          address: saved.street_address,
          latitude: saved.latitude,
          longitude: saved.longitude,
          city: saved.city,
        },
        'TEXT',
      ),
      unit: saved.unit,
      building: saved.building,
      riderNotes: saved.notes,
    });
  return (
    <FormSection
      step={props.step}
      title={t(`request.${who}.title`)}
      isLocked={props.isLocked}
      testId="customer-section"
    >
      {props.isAddressBookOn && !props.isEditing ? (
        <AddressBookSearch vendorId={props.vendorId} onPick={fill} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t(`request.${who}.name`)}
          required
          autoComplete="off"
          maxLength={REQUEST_TEXT_MAX_CHARS}
          disabled={props.isEditing}
          value={draft.name}
          error={props.errorOf('name')}
          onChange={(e) => update({ name: e.currentTarget.value })}
        />
        <PhoneInput
          label={t(`request.${who}.phone`)}
          required
          autoComplete="off"
          disabled={props.isEditing}
          prefix={prefix}
          value={draft.phone}
          error={props.errorOf('phone')}
          onChange={(e) => update({ phone: sanitizePhoneInput(e.currentTarget.value) })}
        />
      </SimpleGrid>
      {props.isEditing ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RecipientLanguage
            country={props.country}
            value={draft.recipientLanguage}
            onChange={(recipientLanguage) => update({ recipientLanguage })}
          />
          <TextInput
            label={t('request.customer.email')}
            description={t('request.customer.email-hint')}
            type="email"
            autoComplete="off"
            maxLength={ORDER_EMAIL_MAX_CHARS}
            value={draft.recipientEmail}
            error={props.errorOf('recipientEmail')}
            onChange={(e) => update({ recipientEmail: e.currentTarget.value })}
          />
        </SimpleGrid>
      )}
    </FormSection>
  );
}

/**
 * The language of the customer's text message and tracking page (issue 21): the market's
 * languages first, the market's first by default, then every other language of the portal.
 */
function RecipientLanguage(props: {
  country: TCountryCode;
  value: TLanguage | null;
  onChange: (language: TLanguage) => void;
}) {
  const { t } = useTranslation();
  const offered = getMarket(props.country).languages;
  const others = LANGUAGES.filter((language) => !offered.includes(language));
  const data = [...offered, ...others].map((language) => ({
    value: language,
    label: LANGUAGE_NAMES[language],
  }));
  return (
    <Select
      mt="sm"
      label={t('request.customer.language')}
      description={t('request.customer.language-hint')}
      data={data}
      value={props.value ?? offered[0]!}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (value) props.onChange(value as TLanguage);
      }}
    />
  );
}

/** 000 §5: the address book is searched from 2 characters, while its flag is on. */
function AddressBookSearch({
  vendorId,
  onPick,
}: {
  vendorId: string;
  onPick: (saved: TSavedAddress) => void;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, FETCH_DEBOUNCE_MS);
  const query = useQuery(addressBookQueryOptions(vendorId, debounced));
  const found = query.data ?? [];
  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(id) => {
        const saved = found.find((s) => s.id === id);
        if (saved) onPick(saved);
        setText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('request.customer.address-book')}
          placeholder={t('request.customer.address-book-placeholder')}
          leftSection={<IconAddressBook size={18} aria-hidden />}
          rightSection={query.isFetching ? <Loader size={16} /> : null}
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      {/* Only while there is something to show: a dropdown kept mounted empty was positioned
          by its floating layer at every render, a forced style recalculation each time. */}
      {found.length > 0 ? (
        <Combobox.Dropdown>
          <Combobox.Options aria-label={t('request.customer.address-book')}>
            {found.map((saved) => (
              <Combobox.Option value={saved.id} key={saved.id}>
                <Text size="sm" fw={600}>
                  {saved.name} · {saved.phone_number}
                </Text>
                <Text size="xs" c="dimmed">
                  {saved.address}
                </Text>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      ) : null}
    </Combobox>
  );
}
