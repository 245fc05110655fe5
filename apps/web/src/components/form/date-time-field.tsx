import { useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { messages } from '@/i18n/messages';
import { parseTypedDate } from '@/lib/arabic-date-parse';
import { dayjs } from '@/lib/dayjs-arabic';
import { ArabicDatePicker } from './arabic-date-picker';
import './date-time-field.css';

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

/**
 * A date and time picked in the spec's format, stored as epoch milliseconds.
 * Enter confirms a typed date without submitting the form around it, and text
 * that can't be read as a date says so under the field instead of being dropped.
 */
export function DateTimeField({
  value,
  onChange,
  id,
  placeholder = messages.common.dateTimePlaceholder,
  defaultTime,
}: DateTimeFieldProps) {
  const [unreadable, setUnreadable] = useState(false);
  const defaultOpenValue = defaultTime
    ? dayjs().hour(defaultTime.hour).minute(defaultTime.minute).second(0).millisecond(0)
    : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The picker has already taken the typed date; the form must not submit too.
    if (event.key === 'Enter') event.preventDefault();
  };

  // What the admin sees must be what gets saved: a readable date typed without
  // confirming is taken, unreadable text is no date and says so.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    // Text the picker shows for a cell under the pointer (its box marked so) is a
    // preview, not a choice. A page that scrolled under a still pointer (to bring "تأكيد"
    // into view) put a minute cell under it, and leaving the field, even by pressing
    // "تأكيد", saved "10:10" for the "10:00" picked.
    if (event.target.closest('.ant-picker-input-placeholder')) return;
    const text = event.target.value.trim();
    const typed = text === '' ? null : parseTypedDate(text, [dateTimeFormat], { finished: true });
    const bad = text !== '' && typed === null;
    setUnreadable(bad);
    const next = typed ? typed.valueOf() : null;
    if (text !== '' && next !== (value ?? null)) onChange?.(next);
  };

  return (
    <>
      <ArabicDatePicker
        id={id}
        showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5, defaultOpenValue }}
        format={dateTimeFormat}
        value={value == null ? null : dayjs(value)}
        onChange={(picked) => {
          setUnreadable(false);
          onChange?.(picked ? picked.valueOf() : null);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        preserveInvalidOnBlur
        status={unreadable ? 'error' : undefined}
        placeholder={placeholder}
        className="date-time-field"
      />
      {unreadable && (
        <div className="date-time-field__error" role="alert">
          {messages.common.unreadableDate}
        </div>
      )}
    </>
  );
}
