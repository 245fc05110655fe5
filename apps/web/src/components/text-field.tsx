import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { messages } from '@/i18n/messages';
import './text-field.css';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'prefix'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The contract's message for the value, shown under the field. */
  error?: string;
  /** A line of help under the field. */
  hint?: string;
  /** An icon before the text. */
  prefix?: ReactNode;
  /** A password field with a button that shows what was typed. */
  password?: boolean;
}

/**
 * A labelled input drawn like antd's large Input in a vertical Form, for the
 * sign-in and register pages, which stay free of antd (docs/decisions/0070).
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  prefix,
  password = false,
  type,
  ...input
}: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <span className="field__control">
        {prefix && (
          <span className="field__prefix" aria-hidden>
            {prefix}
          </span>
        )}
        <input
          {...input}
          id={id}
          type={password ? (shown ? 'text' : 'password') : type}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {password && (
          <button
            type="button"
            className="field__toggle"
            aria-label={messages.auth.showPassword}
            aria-pressed={shown}
            onClick={() => {
              setShown(!shown);
            }}
          >
            {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        )}
      </span>
      {error && (
        <div id={errorId} className="field__error" role="alert">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}
