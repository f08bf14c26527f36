import '../../../test/dom-stubs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import en from '@rider-portal/i18n/locales/en/web.json';
import type { TKeyIssued } from '@rider-portal/domain/api/integrations';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { defaultPortalConfig } from '../../../shared/config/portal-config';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import { useCreateApiClient } from '../api/manage-api-client';
import { KeyDialog } from './key-dialog';

// Creating a client from the screen: a made private key is shown this once, to copy or
// download; a refused key says why, in the user's words. The network is stubbed (fetch).

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const KEY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ISSUED: TKeyIssued = {
  client: {
    client_id: 'cy:7c9e6679-7425-40de-944b-e07fc1f90ae7',
    vendor_id: 'V1',
    scope: 'rider.api.cy.*',
    webhook_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    callback_url: null,
    includes_portal_orders: false,
    created_at: '2026-11-21T10:00:00.000Z',
    revoked_at: null,
    webhook_failing_since: null,
    webhook_disabled_at: null,
    webhook_disabled_reason: null,
    keys: [{ key_id: KEY_ID, created_at: '2026-11-21T10:00:00.000Z', expires_at: null }],
  },
  key_id: KEY_ID,
  private_key_pem: '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----\n',
};

function CreateDialog({ onDone }: { onDone: (issued: TKeyIssued) => void }) {
  const create = useCreateApiClient('V1');
  return <KeyDialog mode="create" opened mutation={create} onClose={() => {}} onDone={onDone} />;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('the create-integration dialog', () => {
  beforeEach(async () => {
    if (!i18n.isInitialized) await initI18n(['en']);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = () => 'blob:key';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a generated private key once, to download, then hands the client on', async () => {
    fetchMock.mockResolvedValue(answer(201, { result: ISSUED }));
    const onDone = vi.fn();
    render(
      <AppProviders config={defaultPortalConfig()} queryClient={createQueryClient()}>
        <CreateDialog onDone={onDone} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: en['integrations.create.submit'] }));
    expect(await screen.findByText(en['integrations.private-key.warning'])).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(url, 'http://portal.test').pathname).toBe('/api/v1/vendor/V1/api-clients');
    expect(JSON.parse(String(init.body))).toEqual({ key: { source: 'generate' } });
    expect(
      (
        screen.getByRole('textbox', {
          name: en['integrations.private-key.label'],
        }) as HTMLTextAreaElement
      ).value,
    ).toBe(ISSUED.private_key_pem);

    let downloaded = '';
    vi.mocked(HTMLAnchorElement.prototype.click).mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    fireEvent.click(screen.getByRole('button', { name: en['integrations.private-key.download'] }));
    expect(downloaded).toBe(`rider-portal-${KEY_ID}.pem`);

    fireEvent.click(screen.getByRole('button', { name: en['integrations.private-key.saved'] }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(ISSUED));
  });

  it('says why an uploaded key is refused, keeping what was pasted', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        message: 'x',
        meta: { translation_key: 'integrations.error.key-not-rsa' },
        errors: [],
      }),
    );
    render(
      <AppProviders config={defaultPortalConfig()} queryClient={createQueryClient()}>
        <CreateDialog onDone={() => {}} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('radio', { name: en['integrations.key.upload'] }));
    const submit = screen.getByRole('button', { name: en['integrations.create.submit'] });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const pasted = screen.getByRole('textbox', { name: en['integrations.key.paste'] });
    fireEvent.change(pasted, { target: { value: '-----BEGIN PUBLIC KEY-----\nsmall\n' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The key should be an RSA key of 2048 bits.')).toBeTruthy();
    expect((pasted as HTMLTextAreaElement).value).toBe('-----BEGIN PUBLIC KEY-----\nsmall\n');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      key: { source: 'upload', public_key_pem: '-----BEGIN PUBLIC KEY-----\nsmall' },
    });
  });
});
