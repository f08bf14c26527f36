import { useEffect, useState } from 'react';
import { ActionIcon, Autocomplete } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rememberSearchKey, useSearchHistory } from '../hooks/search-history';

/**
 * 001 §2 "a search key": searched on Enter; the recent keys are offered as suggestions (001 §3
 * search history). An order id (V1001-12), a phone number of the market, or a customer's name.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (key: string) => void }) {
  const { t } = useTranslation();
  const history = useSearchHistory();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = (key: string) => {
    rememberSearchKey(key);
    onSearch(key.trim());
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
          if (next.trim() === '' && value !== '') onSearch('');
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
                onSearch('');
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
