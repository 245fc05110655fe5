import { dayjs } from '@/lib/dayjs-arabic';
import { ArabicDatePicker } from './arabic-date-picker';

// Spec section 9 "DD/MM/YYYY - hh:mm a"; the picker speaks Arabic through antd's ar_EG locale.
export const dateTimeFormat = 'DD/MM/YYYY - hh:mm A';

interface DateTimeFieldProps {
  /** Epoch milliseconds, as the API sends and takes dates. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  placeholder?: string;
  /** The time a date gets when only a day is picked; midnight when not given. */
  defaultTime?: { hour: number; minute: number };
}

/** A date and time picked in the spec's format, stored as epoch milliseconds. */
export function DateTimeField({
  value,
  onChange,
  id,
  placeholder,
  defaultTime,
}: DateTimeFieldProps) {
  const defaultOpenValue = defaultTime
    ? dayjs().hour(defaultTime.hour).minute(defaultTime.minute).second(0).millisecond(0)
    : undefined;
  return (
    <ArabicDatePicker
      id={id}
      showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5, defaultOpenValue }}
      format={dateTimeFormat}
      value={value == null ? null : dayjs(value)}
      onChange={(picked) => onChange?.(picked ? picked.valueOf() : null)}
      placeholder={placeholder}
      className="date-time-field"
    />
  );
}
