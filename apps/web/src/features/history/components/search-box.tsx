import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FETCH_DEBOUNCE_MS } from '@rider-portal/domain/constants';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rememberSearchKey, useSearchHistory } from '../hooks/search-history';

/**
 * 001 §2 "a search key": searched as it is typed, once the typing pauses for FETCH_DEBOUNCE_MS
 * (as order tracking's search), and at once on Enter; the keys searched with Enter or picked
 * are kept and offered as suggestions (001 §3 search history; a key half typed is not kept). An
 * order id (V1001-12), a phone number of the market, or a customer's name.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (key: string) => void }) {
  const { t } = useTranslation();
  const history = useSearchHistory();
  const [text, setText] = useState(value);
  // The box follows the search in the URL when it changes from elsewhere (back, a branch change);
  // not when the URL catches up with a key typed here: the navigation renders later (a
  // transition), and by then the user may be typing the next key, which must not be overwritten.
  const ownKey = useRef(value);
  useEffect(() => {
    if (value !== ownKey.current) setText(value);
    ownKey.current = value;
  }, [value]);

  const search = (key: string) => {
    ownKey.current = key;
    onSearch(key);
  };
  const [debounced] = useDebouncedValue(text, FETCH_DEBOUNCE_MS);
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    const key = debounced.trim();
    if (key !== ownKey.current) searchRef.current(key);
  }, [debounced]);
  const submit = (key: string) => {
    rememberSearchKey(key);
    search(key.trim());
  };

  // Enter submits the form unless a suggestion is highlighted (then the suggestion is searched).
  return (
    <form
      style={{ flex: '1 1 260px', maxWidth: 420 }}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <Autocomplete
        label={t('history.search.label')}
        placeholder={t('history.search.placeholder')}
        data={history}
        value={text}
        onChange={(next) => {
          setText(next);
          // Emptying the box lifts the search, so the list never answers a key no longer shown.
          if (next.trim() === '' && value !== '') search('');
        }}
        onOptionSubmit={submit}
        leftSection={<IconSearch size={16} />}
        rightSection={
          text ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('history.search.clear')}
              onClick={() => {
                setText('');
                search('');
              }}
            >
              <IconX size={14} />
            </ActionIcon>
          ) : null
        }
        comboboxProps={{ withinPortal: true }}
        maxLength={100}
        w="100%"
      />
    </form>
  );
}
