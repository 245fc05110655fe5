import type { ReactNode } from 'react';
import './typography.css';

/*
 * Headings and text drawn like antd's Typography. Student pages use these so
 * their download leaves out antd's Typography, which brings Tooltip, Input and
 * the ellipsis machinery along (docs/decisions/0070).
 */

function classes(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

interface HeadingProps {
  level: 1 | 2 | 3 | 4;
  /** The level it looks like, when the page's outline needs another (an h1 drawn as the h2 it was). */
  drawnAs?: 1 | 2 | 3 | 4;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Heading({ level, drawnAs = level, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={classes(`heading heading--${drawnAs}`, className)}>
      {children}
    </Tag>
  );
}

interface TextProps {
  className?: string;
  /** Secondary text is muted, darker than antd's grey so it keeps WCAG AA contrast. */
  secondary?: boolean;
  dir?: 'auto';
  children: ReactNode;
}

export function Paragraph({ className, secondary = false, dir, children }: TextProps) {
  return (
    <p
      className={classes(secondary ? 'paragraph text--secondary' : 'paragraph', className)}
      dir={dir}
    >
      {children}
    </p>
  );
}

export function Text({ className, secondary = false, dir, children }: TextProps) {
  return (
    <span className={classes(secondary ? 'text--secondary' : '', className) || undefined} dir={dir}>
      {children}
    </span>
  );
}
