import { Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { ArabicDatePicker } from '@/components/form/arabic-date-picker';
import type { RangeChoice, useDateRange } from '@/hooks/use-date-range';
import { operationsMessages } from '@/i18n/operations-messages';
import { datePresets } from '@/lib/date-presets';
import type { CalendarDay } from '@/lib/date-presets';
import { dayjs } from '@/lib/dayjs-arabic';
import './date-range-filter.css';

const copy = operationsMessages.ops.ranges;

const toDayjs = (day: CalendarDay) => dayjs(new Date(day.year, day.month - 1, day.day));
const fromDayjs = (value: Dayjs): CalendarDay => ({
  year: value.year(),
  month: value.month() + 1,
  day: value.date(),
});

/** The spec's presets (today … last 30 days) plus a custom range of Cairo days. */
export function DateRangeFilter({ state }: { state: ReturnType<typeof useDateRange> }) {
  const [first, last] = state.days;
  return (
    <div className="ops-range" data-testid="date-range">
      <Select<RangeChoice>
        aria-label={copy.label}
        value={state.choice}
        className="ops-range__preset"
        onChange={(value) => {
          if (value !== 'custom') state.setPreset(value);
          else state.setCustom(first, last);
        }}
        options={[
          ...datePresets.map((preset) => ({ value: preset, label: copy[preset] })),
          { value: 'custom' as const, label: copy.custom },
        ]}
      />
      <ArabicDatePicker.RangePicker
        allowClear={false}
        format="DD/MM/YYYY"
        className="ops-range__picker"
        value={[toDayjs(first), toDayjs(last)]}
        placeholder={[copy.from, copy.to]}
        onChange={(values) => {
          const [start, end] = values ?? [];
          if (start && end) state.setCustom(fromDayjs(start), fromDayjs(end));
        }}
      />
    </div>
  );
}
