import { useEffect } from 'react';

/**
 * Scrolls to the top whenever `key` becomes a new non-null value: a result
 * that replaces the exam the student had scrolled to the end of opens at its score.
 */
export function useScrollToTopOn(key: string | null): void {
  useEffect(() => {
    if (key !== null) window.scrollTo({ top: 0 });
  }, [key]);
}
