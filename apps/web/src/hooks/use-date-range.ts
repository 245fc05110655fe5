import { useSearchParams } from 'react-router';
import { useNow } from '@/lib/use-now';
import {
  customRange,
  dayKey,
  isDatePreset,
  parseDayKey,
  presetRange,
  rangeDays,
} from '@/lib/date-presets';
import type { CalendarDay, DatePreset, TimeRange } from '@/lib/date-presets';

export type RangeChoice = DatePreset | 'custom';

/**
 * The date range of a list lives in the address (`range=today`, or
 * `range=custom&from=2026-11-01&to=2026-11-15` as Cairo days); changing it
 * returns to page 1.
 */
export function useDateRange(defaultPreset: DatePreset) {
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const raw = params.get('range');
  const first = parseDayKey(params.get('from'));
  const last = parseDayKey(params.get('to'));
  const choice: RangeChoice =
    raw === 'custom' && first && last ? 'custom' : isDatePreset(raw) ? raw : defaultPreset;
  const range: TimeRange =
    choice === 'custom' && first && last
      ? customRange(first, last)
      : presetRange(choice === 'custom' ? defaultPreset : choice, now);

  const write = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  return {
    choice,
    range,
    days: rangeDays(range),
    setPreset: (preset: DatePreset) => {
      write({
        range: preset === defaultPreset ? undefined : preset,
        from: undefined,
        to: undefined,
      });
    },
    setCustom: (from: CalendarDay, to: CalendarDay) => {
      write({ range: 'custom', from: dayKey(from), to: dayKey(to) });
    },
  };
}
