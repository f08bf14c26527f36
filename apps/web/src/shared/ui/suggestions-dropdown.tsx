import { Combobox } from '@mantine/core';

/**
 * The address suggestions under a search field (inside its Combobox), rendered only while there
 * are some to show: a dropdown kept mounted while empty was positioned by its floating layer at
 * every render of the form, a forced style recalculation of the page each time.
 */
export function SuggestionsDropdown({
  suggestions,
  isShown = true,
  label,
}: {
  suggestions: { id: string; formatted_address: string }[];
  isShown?: boolean;
  label?: string;
}) {
  if (!isShown || suggestions.length === 0) return null;
  return (
    <Combobox.Dropdown>
      <Combobox.Options aria-label={label}>
        {suggestions.map((s) => (
          <Combobox.Option value={s.id} key={s.id}>
            {s.formatted_address}
          </Combobox.Option>
        ))}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
