import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';

// The page's CSP forbids eval; without this zod probes for it and the browser reports a violation.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition lets React render the first screen in slices, so a slow phone's
// main thread is never blocked for long (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
