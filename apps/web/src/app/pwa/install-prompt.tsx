import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/button';
import { messages } from '@/i18n/messages';
import { installOfferDue } from './install-offer-rule';
import { usePwaState, setPwaState } from './pwa-store';
import { installOfferDismissed, isReturningVisitor, rememberInstallDismissed } from './visits';

/**
/**
 * Offers to install the app once the student has finished an exam or a video,
 * or from their second visit once they have tapped or pressed a key on the
 * page (install-offer-rule.ts, decisions 0193 and 0196); "not now" is
 * remembered on the phone.
 */
export function InstallPrompt() {
  const { installEvent, finished, interacted } = usePwaState();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(installOfferDismissed);
  const due = installOfferDue({
    offered: installEvent !== null,
    dismissed,
    finished,
    interacted,
    returning: isReturningVisitor(),
    pathname,
  });
  if (!installEvent || !due) return null;

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
        <p className="pwa-sheet__body">
          {finished ? messages.app.install.afterFinish : messages.app.install.body}
        </p>
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
