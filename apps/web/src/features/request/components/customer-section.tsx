import { useState } from 'react';
import { Combobox, Loader, SimpleGrid, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAddressBook, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FETCH_DEBOUNCE_MS } from '@rider-portal/domain/constants';
import { getMarket, type TCountryCode } from '@rider-portal/domain/markets';
import { sanitizePhoneInput } from '@rider-portal/domain/validation';
import { addressBookQueryOptions, type TSavedAddress } from '../api/address-book';
import { dropOffPatch } from '../state/request-draft';
import { FormSection } from './form-section';
import type { TSectionProps } from './section-props';

type TProps = TSectionProps & {
  step: number;
  isLocked: boolean;
  vendorId: string;
  country: TCountryCode;
  isAddressBookOn: boolean;
  isEditing: boolean;
};

/** 000 §2 "customer details", with the market's phone input and the address book (flag). */
export function CustomerSection(props: TProps) {
  const { t } = useTranslation();
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
      title={t('request.customer.title')}
      isLocked={props.isLocked}
      testId="customer-section"
    >
      {props.isAddressBookOn && !props.isEditing ? (
        <AddressBookSearch vendorId={props.vendorId} onPick={fill} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('request.customer.name')}
          required
          autoComplete="off"
          disabled={props.isEditing}
          value={draft.name}
          error={props.errorOf('name')}
          onChange={(e) => update({ name: e.currentTarget.value })}
        />
        <TextInput
          label={t('request.customer.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          disabled={props.isEditing}
          leftSection={
            <Text size="sm" c="dimmed" aria-hidden>
              {draft.phone.startsWith('+') ? <IconPhone size={16} /> : prefix}
            </Text>
          }
          leftSectionWidth={draft.phone.startsWith('+') ? 36 : 56}
          value={draft.phone}
          error={props.errorOf('phone')}
          onChange={(e) => update({ phone: sanitizePhoneInput(e.currentTarget.value) })}
        />
      </SimpleGrid>
    </FormSection>
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
      <Combobox.Dropdown hidden={found.length === 0}>
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
    </Combobox>
  );
}
