import '../../../test/dom-stubs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { defaultPortalConfig } from '../../../shared/config/portal-config';
import { changeLanguage, i18n, initI18n } from '../../../shared/i18n/i18n';
import de from '@rider-portal/i18n/locales/de/web.json';
import { ExportButton } from './export-button';

// The export is asked in the interface language, so the file (and a mailed report) reads as the
// screen does. The network is stubbed (fetch), not our modules.

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

describe('the history export', () => {
  beforeEach(async () => {
    if (!i18n.isInitialized) await initI18n(['en']);
    await changeLanguage('de');
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response('Bestellnummer\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    // jsdom cannot follow a download link: the file handed to the browser is checked instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await changeLanguage('en');
  });

  it('asks for the file in the interface language', async () => {
    render(
      <AppProviders config={defaultPortalConfig()} queryClient={createQueryClient()}>
        <ExportButton
          query={{
            vendorId: 'V1',
            isIncludingOutlets: false,
            range: { from: 1_763_596_800, to: 1_763_683_200 },
            status: 'any',
            search: '',
          }}
        />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: de['history.export.label'] }));
    fireEvent.click(await screen.findByRole('menuitem', { name: de['history.export.csv'] }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://portal.test');
    expect(url.pathname).toBe('/api/v1/vendor/V1/orders/export');
    expect(url.searchParams.get('language')).toBe('de');
    expect(url.searchParams.get('format')).toBe('csv');
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
  });
});
