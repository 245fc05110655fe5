import { DownOutlined } from '@ant-design/icons';
import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { messages } from '@/i18n/messages';
import './text-field.css';
import './select-field.css';

interface SelectFieldProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  label: string;
  /** '' until something is chosen: the disabled "اختار {label}" line shows. */
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** The contract's message for the value, shown under the field. */
  error?: string;
}

/**
 * A labelled native <select> drawn like antd's large Select in a vertical Form,
 * for the student pages that stay free of antd (docs/decisions/0141). The
 * phone's own picker opens it; spec section 5's placeholder can't be picked.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  ...select
}: SelectFieldProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <span className="field__control">
        <select
          {...select}
          id={id}
          className={value === '' ? 'select-field--empty' : undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value as T);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="" disabled>
            {messages.common.choose(label)}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="select-field__arrow" aria-hidden>
          <DownOutlined />
        </span>
      </span>
      {error && (
        <div id={errorId} className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
