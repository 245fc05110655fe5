import { SearchOutlined } from '@ant-design/icons';
import { toLatinDigits } from '@sabora/contract';
import { Input } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { operationsMessages } from '@/i18n/operations-messages';
import { searchMaxLength } from '@/lib/search-limit';
import './student-search.css';
import { clearable } from '@/lib/clearable';

const copy = operationsMessages.ops.users;

interface StudentSearchProps {
  /** The search in effect (from the address); the box starts with it. */
  value: string;
  /** Called 300 ms after typing stops, with Arabic digits made Latin. */
  onSearch: (search: string) => void;
  autoFocus?: boolean;
  /** Enter: the search is sent at once (not after the pause) and this is told. */
  onEnter?: (search: string) => void;
}

/** The big "find a student by phone" box: searches as you type, partial numbers included. */
export function StudentSearch({ value, onSearch, autoFocus = false, onEnter }: StudentSearchProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  const lastSent = useRef(value);

  // Run when a pause ends, not whenever the list hands a new onSearch: after Back that
  // re-sent the pause before it, pushing the search back over the list it left.
  const sendSettled = useEffectEvent((typed: string) => {
    const next = toLatinDigits(typed).trim();
    if (next === lastSent.current) return;
    lastSent.current = next;
    onSearch(next);
  });
  useEffect(() => {
    sendSettled(settled);
  }, [settled]);

  // The search changed from outside (Back to the list before the search): the box shows it.
  // Its own searches come back equal to what it sent, so Arabic digits typed stay as typed.
  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    setText(value);
  }, [value]);

  return (
    <Input
      size="large"
      allowClear={clearable}
      autoFocus={autoFocus}
      inputMode="search"
      maxLength={searchMaxLength}
      prefix={<SearchOutlined />}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
      onPressEnter={() => {
        const next = toLatinDigits(text).trim();
        if (next !== lastSent.current) {
          lastSent.current = next;
          onSearch(next);
        }
        onEnter?.(next);
      }}
      placeholder={copy.searchPlaceholder}
      aria-label={copy.searchPlaceholder}
      className="ops-search"
      data-testid="student-search"
    />
  );
}
