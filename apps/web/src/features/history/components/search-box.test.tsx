import '../../../test/dom-stubs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FETCH_DEBOUNCE_MS } from '@rider-portal/domain/constants';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { defaultPortalConfig } from '../../../shared/config/portal-config';
import { changeLanguage, i18n, initI18n } from '../../../shared/i18n/i18n';
import { SearchBox } from './search-box';

// The search key lives in the URL; the page hands it back to the box as `value`, later than the
// Enter that set it (the navigation renders as a transition).

function renderBox(value: string, onSearch: (key: string) => void) {
  return render(
    <AppProviders config={defaultPortalConfig()} queryClient={createQueryClient()}>
      <SearchBox value={value} onSearch={onSearch} />
    </AppProviders>,
  );
}

const rerenderWith = (view: ReturnType<typeof renderBox>, value: string, onSearch: () => void) =>
  view.rerender(
    <AppProviders config={defaultPortalConfig()} queryClient={createQueryClient()}>
      <SearchBox value={value} onSearch={onSearch} />
    </AppProviders>,
  );

describe('the history search box', () => {
  beforeEach(async () => {
    if (!i18n.isInitialized) await initI18n(['en']);
    await changeLanguage('en');
    localStorage.clear();
  });
  afterEach(() => cleanup());

  it('keeps the next key being typed when the URL catches up with the last one', () => {
    const onSearch = vi.fn();
    const view = renderBox('', onSearch);
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'V1001-1' } });
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenLastCalledWith('V1001-1');
    // The user types the next key before the page renders the search it asked for.
    fireEvent.change(box, { target: { value: 'V1001-2' } });
    rerenderWith(view, 'V1001-1', onSearch);
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'V1001-2',
    );
  });

  it('follows a search changed elsewhere (back, a branch change)', () => {
    const onSearch = vi.fn();
    const view = renderBox('V1001-1', onSearch);
    rerenderWith(view, '', onSearch);
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    rerenderWith(view, 'V1001-7', onSearch);
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'V1001-7',
    );
  });

  it('searches as the user types, once the typing pauses, and keeps only keys searched on purpose', async () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      renderBox('', onSearch);
      const box = screen.getByRole('textbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'Mar' } });
      fireEvent.change(box, { target: { value: 'Maria' } });
      await act(() => vi.advanceTimersByTimeAsync(FETCH_DEBOUNCE_MS - 50));
      expect(onSearch).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenLastCalledWith('Maria');
      // A key that was only typed is not remembered; Enter remembers it.
      expect(JSON.stringify({ ...localStorage })).not.toContain('Maria');
      fireEvent.submit(box.closest('form')!);
      expect(JSON.stringify({ ...localStorage })).toContain('Maria');
    } finally {
      vi.useRealTimers();
    }
  });
});
