import { useEffect, useState } from 'react';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPinSearch } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { autocompleteQueryOptions, placeDetails } from '../geo/geolocator';
import { track } from '../analytics/track';
import { SuggestionsDropdown } from '../ui/suggestions-dropdown';

/** An address picked from the suggestions, with its point (and city, once known). */
export type TPickedAddress = { address: string; latitude: number; longitude: number; city: string };

type TProps = {
  label: string;
  placeholder: string;
  value: string;
  error: string | null;
  country: string;
  language: string;
  near: { lat: number; lng: number } | null;
  /** Which address this is, for the error event (000 §8). */
  location: 'origin' | 'destination';
  onType: (text: string) => void;
  onPick: (address: TPickedAddress) => void;
};

/**
 * 000 §5, §7 address search: suggestions 500 ms after typing stops, none for an empty query; a
 * pasted 'lat,lng' is a point (the server looks it up in reverse first). Picking a suggestion
 * fixes the address and its point; the text stays editable (a flat number, a landmark).
 */
export function AddressAutocomplete(props: TProps) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  const [isTyping, setTyping] = useState(false);
  const [debounced] = useDebouncedValue(props.value, AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useQuery({
    ...autocompleteQueryOptions({
      query: isTyping ? debounced : '',
      country: props.country,
      language: props.language,
      near: props.near,
    }),
  });
  const suggestions = query.data ?? [];
  const isSearching = isTyping && debounced.trim() !== '' && query.isFetching;
  const noticeKey = !isTyping
    ? null
    : query.isError
      ? 'address.technical-error'
      : query.isSuccess && suggestions.length === 0
        ? 'address.not-found'
        : null;
  const notice = noticeKey ? t(noticeKey) : null;
  // 000 §8: an address error is tracked with its location and message key.
  useEffect(() => {
    if (noticeKey) track('address_error', { location: props.location, key: noticeKey });
  }, [noticeKey, props.location]);

  const pick = (id: string) => {
    const found = suggestions.find((s) => s.id === id);
    if (!found) return;
    setTyping(false);
    combobox.closeDropdown();
    const picked = {
      address: found.formatted_address,
      latitude: found.latitude,
      longitude: found.longitude,
      city: '',
    };
    props.onPick(picked);
    // The city is a detail of the place; the address works without it.
    placeDetails(found.id, props.language)
      .then((place) => props.onPick({ ...picked, city: place.city }))
      .catch(() => {
        track('address_error', { location: props.location, key: 'address.details-failed' });
        notifications.show({
          color: 'orange',
          message: t('address.details-failed'),
          autoClose: ERROR_TOAST_MS,
        });
      });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={props.label}
          placeholder={props.placeholder}
          required
          value={props.value}
          error={props.error ?? notice}
          leftSection={<IconMapPinSearch size={18} aria-hidden />}
          rightSection={isSearching ? <Loader size={16} /> : null}
          autoComplete="off"
          onChange={(event) => {
            props.onType(event.currentTarget.value);
            setTyping(true);
            combobox.openDropdown();
          }}
          onFocus={() => {
            if (suggestions.length > 0) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <SuggestionsDropdown suggestions={suggestions} isShown={isTyping} label={props.label} />
    </Combobox>
  );
}
