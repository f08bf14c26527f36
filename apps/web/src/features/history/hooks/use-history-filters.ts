import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { HISTORY_STATUS_FILTERS, type THistoryStatusFilter } from '@rider-portal/domain/history';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../shared/session/storage-keys';
import { registerStoreReset } from '../../../shared/session/store-resets';
import {
  DATE_RANGE_CATEGORIES,
  DAY_PATTERN,
  daysRange,
  isEndBeforeStart,
  presetDays,
  type TDateRange,
  type TDateRangeCategory,
} from '../date-range';

const ZDay = z.string().regex(DAY_PATTERN);

/** The filters a user may share: in the URL, parsed so a bad query string cannot break the page. */
const ZHistoryParams = z.object({
  range: z.enum(DATE_RANGE_CATEGORIES).optional().catch(undefined),
  start: ZDay.optional().catch(undefined),
  end: ZDay.optional().catch(undefined),
  status: z.enum(HISTORY_STATUS_FILTERS).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
});

/** What is kept locally (001 §9 "filter date range and status"). */
const ZStoredFilters = z.object({
  range: z.enum(DATE_RANGE_CATEGORIES).catch('yesterday'),
  start: ZDay.nullable().catch(null),
  end: ZDay.nullable().catch(null),
  status: z.enum(HISTORY_STATUS_FILTERS).catch('any'),
});
type TStoredFilters = z.infer<typeof ZStoredFilters>;

const DEFAULTS: TStoredFilters = { range: 'yesterday', start: null, end: null, status: 'any' };

function readStored(): TStoredFilters {
  try {
    const text = readStorage(STORAGE_KEYS.historyFilters);
    return text ? ZStoredFilters.parse(JSON.parse(text)) : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

registerStoreReset(() => writeStorage(STORAGE_KEYS.historyFilters, null));

export type THistoryFilters = {
  category: TDateRangeCategory;
  /** The first and last market day of the range. */
  start: string;
  end: string;
  status: THistoryStatusFilter;
  search: string;
  /** The range to ask for; null while a custom range ends before it starts. */
  range: TDateRange | null;
  isEndBeforeStart: boolean;
};

export type THistoryFilterChange = Partial<
  Pick<THistoryFilters, 'category' | 'start' | 'end' | 'status' | 'search'>
>;

/**
 * The history filters (001 §3 "Filters state"): read from the URL, else from what was kept
 * locally, else the defaults (yesterday in the market's time zone, any status). Every change is
 * written to the URL (a filtered view can be shared) and the range and status kept locally.
 */
export function useHistoryFilters(now: number, timeZone: string) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo((): THistoryFilters => {
    const url = ZHistoryParams.parse(Object.fromEntries(params));
    const stored = readStored();
    const hasUrlRange = url.range !== undefined;
    const category = url.range ?? stored.range;
    const preset = category === 'custom' ? null : presetDays(category, now, timeZone);
    const fallback = presetDays('yesterday', now, timeZone);
    const start =
      preset?.first ?? (hasUrlRange ? url.start : stored.start) ?? url.start ?? fallback.first;
    const end = preset?.last ?? (hasUrlRange ? url.end : stored.end) ?? url.end ?? fallback.last;
    const isInvalid = isEndBeforeStart(start, end);
    return {
      category,
      start,
      end,
      status: url.status ?? stored.status,
      search: url.q ?? '',
      range: isInvalid ? null : daysRange(start, end, timeZone),
      isEndBeforeStart: isInvalid,
    };
  }, [params, now, timeZone]);

  const change = useCallback(
    (next: THistoryFilterChange) => {
      const merged = { ...filters, ...next };
      const isCustom = merged.category === 'custom';
      writeStorage(
        STORAGE_KEYS.historyFilters,
        JSON.stringify({
          range: merged.category,
          start: isCustom ? merged.start : null,
          end: isCustom ? merged.end : null,
          status: merged.status,
        } satisfies TStoredFilters),
      );
      const query = new URLSearchParams();
      query.set('range', merged.category);
      if (isCustom) {
        query.set('start', merged.start);
        query.set('end', merged.end);
      }
      query.set('status', merged.status);
      if (merged.search.trim() !== '') query.set('q', merged.search.trim());
      setParams(query, { replace: true });
    },
    [filters, setParams],
  );

  return { filters, change };
}
