import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/button';
import { messages } from '@/i18n/messages';
import { isExamPath } from './exam-path';
import { usePwaState, setPwaState } from './pwa-store';
import { installOfferDismissed, isReturningVisitor, rememberInstallDismissed } from './visits';

/**
 * Offers to install the app from the student's second visit on (decision
 * 0172), once they have tapped or pressed a key on the page (decision 0193):
 * never at the first visit, never on the exam or in the admin area; "not
 * now" is remembered on the phone.
 */
export function InstallPrompt() {
  const { installEvent, interacted } = usePwaState();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(installOfferDismissed);
  if (
    !installEvent ||
    !interacted ||
    dismissed ||
    !isReturningVisitor() ||
    isExamPath(pathname) ||
    pathname.startsWith('/admin')
  ) {
    return null;
  }

  const install = async () => {
    await installEvent.prompt();
    const { outcome } = await installEvent.userChoice;
    // The browser offers an event once; a refused one is remembered like "not now".
    if (outcome === 'dismissed') rememberInstallDismissed();
    setPwaState({ installEvent: null });
  };
  const later = () => {
    rememberInstallDismissed();
    setDismissed(true);
  };

  return (
    <section className="pwa-sheet" aria-labelledby="pwa-install-title" data-testid="install-prompt">
      <img className="pwa-sheet__icon" src="/icons/icon-96.png" alt="" width={48} height={48} />
      <div className="pwa-sheet__text">
        <h2 id="pwa-install-title" className="pwa-sheet__title">
          {messages.app.install.title}
        </h2>
        <p className="pwa-sheet__body">{messages.app.install.body}</p>
      </div>
      <div className="pwa-sheet__actions">
        <Button variant="primary" onClick={() => void install()}>
          {messages.app.install.accept}
        </Button>
        <Button onClick={later}>{messages.app.install.dismiss}</Button>
      </div>
    </section>
  );
}
