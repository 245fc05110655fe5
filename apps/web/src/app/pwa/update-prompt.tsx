import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/button';
import { messages } from '@/i18n/messages';
import { isExamPath } from './exam-path';
import { getPwaState, usePwaState } from './pwa-store';

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

/** "A new version — update" when a new service worker waits; never on the exam page, which it never reloads. */
export function UpdatePrompt() {
  const { applyUpdate } = usePwaState();
  const { pathname } = useLocation();
  const [later, setLater] = useState(false);
  if (!applyUpdate || later || isExamPath(pathname)) return null;
  return (
    <section className="pwa-sheet" aria-labelledby="pwa-update-title" data-testid="update-prompt">
      <div className="pwa-sheet__text">
        <h2 id="pwa-update-title" className="pwa-sheet__title">
          {messages.app.update.title}
        </h2>
        <p className="pwa-sheet__body">{messages.app.update.body}</p>
      </div>
      <div className="pwa-sheet__actions">
        <Button variant="primary" onClick={() => applyUpdate('reload')}>
          {messages.app.update.accept}
        </Button>
        <Button onClick={() => setLater(true)}>{messages.app.update.dismiss}</Button>
      </div>
    </section>
  );
}
