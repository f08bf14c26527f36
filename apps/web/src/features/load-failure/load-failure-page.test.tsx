import '../../test/dom-stubs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { EN_MESSAGES, ERROR_KEYS } from '@rider-portal/domain/errors';
import { LOAD_FAILURE_FALLBACK, LoadFailurePage } from './load-failure-page';

describe('LoadFailurePage', () => {
  afterEach(() => {
    cleanup();
  });

  it('keeps its untranslated fallback identical to the domain wording', () => {
    expect(LOAD_FAILURE_FALLBACK.message).toBe(EN_MESSAGES[ERROR_KEYS.appLoadFailed]);
    expect(LOAD_FAILURE_FALLBACK.reload).toBe(EN_MESSAGES[ERROR_KEYS.appReload]);
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
