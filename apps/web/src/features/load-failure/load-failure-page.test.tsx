import '../../test/dom-stubs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import en from '@rider-portal/i18n/locales/en/web.json';
import { LOAD_FAILURE_FALLBACK, LoadFailurePage } from './load-failure-page';

describe('LoadFailurePage', () => {
  afterEach(() => {
    cleanup();
  });

  it('keeps its untranslated fallback identical to the English texts', () => {
    const texts: Record<string, string> = en;
    expect(LOAD_FAILURE_FALLBACK.message).toBe(texts[ERROR_KEYS.appLoadFailed]);
    expect(LOAD_FAILURE_FALLBACK.reload).toBe(texts[ERROR_KEYS.appReload]);
  });

  it('says what happened and offers a reload, even before translations load', () => {
    render(
      <MantineProvider>
        <LoadFailurePage />
      </MantineProvider>,
    );
    expect(
      screen.getByRole('heading', {
        name: 'Could not load the application. Please check your internet connection and try again',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
