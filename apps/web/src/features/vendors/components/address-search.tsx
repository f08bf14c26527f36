import { useEffect, useState } from 'react';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@rider-portal/domain/constants';
import { parseLatLngQuery } from '@rider-portal/domain/geo';
import {
  reverseGeocode,
  searchAddresses,
  type TAddressSuggestion,
} from '../../../shared/geo/geolocator';
import { SuggestionsDropdown } from '../../../shared/ui/suggestions-dropdown';

export type TPickedAddress = { formatted_address: string; latitude: number; longitude: number };

interface TAddressSearchProps {
  label: string;
  value: string;
  error: string | null;
  description?: string;
  near: { lat: number; lng: number };
  country: string;
  language: string;
  onPick: (address: TPickedAddress) => void;
  /** The text as typed: it is the address text until a suggestion is picked. */
  onType: (text: string) => void;
}

/**
 * 000 §5, §7 address search: suggestions 500 ms after typing stops; an empty query asks nothing;
 * a pasted 'lat,lng' pair is looked up in reverse first, then as text if that fails. The typed
 * text stays the address text, so an address can be written by hand and placed with the pin.
 */
export function AddressSearch({
  label,
  value,
  error,
  description,
  near,
  country,
  language,
  onPick,
  onType,
}: TAddressSearchProps) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  const [debounced] = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS);
  const [suggestions, setSuggestions] = useState<TAddressSuggestion[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'empty' | 'failed'>('idle');
  const [isTyping, setTyping] = useState(false);

  useEffect(() => {
    const text = debounced.trim();
    if (!isTyping || text === '') {
      setSuggestions([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    void findSuggestions(text, { country, language, near }, controller.signal)
      .then((found) => {
        setSuggestions(found);
        setStatus(found.length > 0 ? 'idle' : 'empty');
        combobox.openDropdown();
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('failed');
      });
    return () => controller.abort();
    // `near` is a start point for ranking only; a new one alone does not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, isTyping, country, language]);

  const pick = (id: string) => {
    const found = suggestions.find((s) => s.id === id);
    if (!found) return;
    setTyping(false);
    combobox.closeDropdown();
    onPick({
      formatted_address: found.formatted_address,
      latitude: found.latitude,
      longitude: found.longitude,
    });
  };

  const notice =
    status === 'empty'
      ? t('address.not-found')
      : status === 'failed'
        ? t('address.technical-error')
        : null;

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label}
          required
          value={value}
          placeholder={t('collection-point.address.placeholder')}
          description={notice ?? description}
          error={error}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={status === 'loading' ? <Loader size={16} /> : null}
          autoComplete="off"
          onChange={(event) => {
            onType(event.currentTarget.value);
            setTyping(true);
            combobox.openDropdown();
          }}
          onFocus={() => {
            if (suggestions.length > 0) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <SuggestionsDropdown suggestions={suggestions} />
    </Combobox>
  );
}

async function findSuggestions(
  text: string,
  where: { country: string; language: string; near: { lat: number; lng: number } },
  signal: AbortSignal,
): Promise<TAddressSuggestion[]> {
  const point = parseLatLngQuery(text);
  if (point) {
    try {
      const found = await reverseGeocode(point, { language: where.language, signal });
      return [
        {
          id: `${point.lat},${point.lng}`,
          formatted_address: found.formatted_address,
          latitude: found.latitude,
          longitude: found.longitude,
        },
      ];
    } catch {
      // Not an address there: look the text up as it is.
    }
  }
  return searchAddresses(
    {
      query: text,
      country: where.country,
      near: where.near,
      language: where.language,
    },
    signal,
  );
}
