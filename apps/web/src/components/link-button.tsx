import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './button.css';

interface LinkButtonProps {
  to: string;
  primary?: boolean;
  large?: boolean;
  /** Outlined in white, for dark backgrounds. */
  ghost?: boolean;
  /** Drawn after the label (an arrow pointing onwards). */
  iconEnd?: ReactNode;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link drawn like antd's Button, for the shell and the student pages, which
 * stay free of antd so a student's first download is small (decision 0070).
 * The admin pages use ButtonLink, the antd one.
 */
export function LinkButton({
  to,
  primary = false,
  large = false,
  ghost = false,
  iconEnd,
  onClick,
  children,
}: LinkButtonProps) {
  const classes = ['btn', primary && 'btn--primary', large && 'btn--large', ghost && 'btn--ghost']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} onClick={onClick}>
      <span>{children}</span>
      {iconEnd}
    </Link>
  );
}
