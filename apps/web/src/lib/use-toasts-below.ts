import { type RefObject, useEffect } from 'react';

/**
 * Toasts start below `ref`'s element while it is on the page: its bottom edge
 * becomes `--toast-top` (app/styles.css), never above the header's. For a bar
 * a toast must not cover (the exam's countdown): its bottom is followed as it
 * sticks under the header, grows with a notice, or the window changes size.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    let placed = '';
    const place = () => {
      const top = `max(var(--header-height), ${Math.round(element.getBoundingClientRect().bottom)}px)`;
      // Scrolling with the bar stuck changes nothing: the page's style is left alone.
      if (top === placed) return;
      placed = top;
      root.style.setProperty('--toast-top', top);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty('--toast-top');
    };
  }, [ref]);
}
