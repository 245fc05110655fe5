import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isExamPath } from './exam-path';
import { getPwaState } from './pwa-store';

/**
 * Opening an exam from another page with a new version waiting switches to it
 * first (decision 0172), so the exam runs on the new version from its start.
 * Only on arriving: a version that turns up while the student answers waits
 * until they leave, and the page a load starts on is never loaded twice.
 */
export function useUpdateBeforeExam(): void {
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const here = `${pathname}${search}`;
    const first = shown.current === null;
    if (shown.current === here) return;
    shown.current = here;
    const update = getPwaState().applyUpdate;
    if (!first && update && isExamPath(pathname)) update({ load: here });
  }, [pathname, search]);
}
