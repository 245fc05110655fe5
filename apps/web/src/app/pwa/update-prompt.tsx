import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/button';
import { messages } from '@/i18n/messages';
import { isExamPath } from './exam-path';
import { usePwaState } from './pwa-store';

// Should the old worker be slow to let go (or the new one be gone), the page
// loads anyway: its code comes from the network (the page is never precached),
// and the new worker takes over at the next load.
const takeOverMs = 4000;

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
        <Button
          variant="primary"
          onClick={() => void applyUpdate(takeOverMs).then(() => window.location.reload())}
        >
          {messages.app.update.accept}
        </Button>
        <Button onClick={() => setLater(true)}>{messages.app.update.dismiss}</Button>
      </div>
    </section>
  );
}
