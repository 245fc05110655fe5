import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/button';
import { messages } from '@/i18n/messages';
import { isExamPath } from './exam-path';
import { getPwaState, usePwaState } from './pwa-store';

/**
 * "A new version — update" when a new service worker waits (decision 0172).
 * Never on the exam page, and an update never reloads it; instead, opening an
 * exam from another page with a version waiting switches to it first, so the
 * exam runs on the new version from its start.
 */
export function UpdatePrompt() {
  const { applyUpdate } = usePwaState();
  const location = useLocation();
  const [later, setLater] = useState(false);

  // Only at the moment of arriving on the exam: a version that turns up while
  // the student answers waits until they leave.
  useEffect(() => {
    const update = getPwaState().applyUpdate;
    // The first page of a load ("default") has already run; it is not loaded twice.
    if (update && location.key !== 'default' && isExamPath(location.pathname)) {
      update({ load: `${location.pathname}${location.search}` });
    }
  }, [location.key, location.pathname, location.search]);

  if (!applyUpdate || later || isExamPath(location.pathname)) return null;
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
