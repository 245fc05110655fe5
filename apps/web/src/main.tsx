import './early/start';
import './app/fonts.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import { firstScreenOrTimeout, firstScreenWaitMs } from './app/first-render';
import { startLatinFonts } from './app/latin-fonts';
import { holdInstallOffer } from './app/pwa/pwa-store';
import { startPwa } from './app/pwa/start-pwa';
import { bannerDataSettled, requestPageDataEarly } from './app/route-data';
import { createAppRouter, preloadPage } from './app/router';
import { rememberPreloadErrors } from './lib/page-code';
import { createQueryClient } from './lib/query-client';

// The page's CSP forbids eval; without this zod probes for it and the browser reports a violation.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

requestPageDataEarly(window.location);
// Before any page's code is asked for, so each failure vite reports is known to the route's error.
rememberPreloadErrors();
holdInstallOffer();
// Made once, before React renders (decision 0221); what waits for the first screen reads it too.
const queryClient = createQueryClient();

// A transition lets React render the first screen in slices, so a slow phone's
// main thread is never blocked for long (Lighthouse's total blocking time).
function render(container: HTMLElement) {
  const router = createAppRouter();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// The page the app opens on is its first screen (decision 0216), with the exam banner that sits
// above it (0220); code that failed to load or is slow to come is rendered without: its route
// shows the error, or the spinner.
const firstScreen = [preloadPage(window.location.pathname), bannerDataSettled()];
void firstScreenOrTimeout(firstScreen, firstScreenWaitMs).then(() => {
  render(root);
  // What the first screen does not draw waits until it is drawn (decision 0225).
  startPwa(queryClient);
  startLatinFonts(queryClient);
});
