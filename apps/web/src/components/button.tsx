import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: 'default' | 'primary' | 'danger';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner and ignores clicks until the action is done. */
  loading?: boolean;
}

/**
 * A button drawn like antd's, for the student pages that stay free of antd
 * (sign-in, register, exam: docs/decisions/0070). Links use LinkButton.
 */
export function Button({
  variant = 'default',
  size = 'middle',
  block = false,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = [
    'btn',
    variant !== 'default' && `btn--${variant}`,
    size !== 'middle' && `btn--${size}`,
    block && 'btn--block',
    loading && 'btn--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...props}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : props.onClick}
    >
      {loading && <span className="btn__spinner" aria-hidden />}
      {children}
    </button>
  );
}
