import { describe, expect, it, vi } from 'vitest';
import { prepareFormats } from './prepare-formats';

describe('the formats prepared while the texts load', () => {
  it("asks for the language's date data in a later task, not in the one that starts the app", () => {
    vi.useFakeTimers();
    const asked = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      prepareFormats('fi');
      expect(asked).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(asked).toHaveBeenCalledWith(['fi']);
      // A language the browser has no dates for, or a tag it refuses, is no error.
      prepareFormats('xx');
      prepareFormats('not a tag');
      expect(() => vi.runAllTimers()).not.toThrow();
    } finally {
      asked.mockRestore();
      vi.useRealTimers();
    }
  });
});
