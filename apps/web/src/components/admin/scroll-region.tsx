import { useEffect, useRef, type ReactNode } from 'react';

interface ScrollRegionProps {
  /** Names the region for screen readers. */
  label: string;
  /** The hint that says the table scrolls sideways. */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a phone: antd's scrolling box gets a
 * tab stop, so a keyboard can scroll it even when no row holds a link or an
 * enabled button (an empty list, a row whose actions are off) — axe's
 * "scrollable-region-focusable".
 */
export function ScrollRegion({ label, describedBy, children }: ScrollRegionProps) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    for (const box of region.current?.querySelectorAll('.ant-table-content') ?? []) {
      if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '0');
    }
  });
  return (
    <section ref={region} aria-label={label} aria-describedby={describedBy}>
      {children}
    </section>
  );
}
