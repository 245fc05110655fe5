import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { SessionRefresh } from '@/features/auth/components/session-refresh';
import { ExamBanner } from '@/features/exams/components/exam-banner';
import { useSession } from '@/lib/session';
import { AntiTamperGuard } from './anti-tamper-guard';
import { LazyPwaBars } from '../pwa/lazy-pwa-bars';
import { LazySubmitOutbox } from './lazy-submit-outbox';
import { chromeVisibility } from './chrome-visibility';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SupportButton } from './support-button';

// Every full page load has the key "default"; keying those by path stops one
// page's scroll position from being restored on another.
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname : location.key;

export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const chrome = chromeVisibility(pathname, user !== null);

  return (
    <div className="app-shell">
      <Navbar />
      <LazyPwaBars />
      <ExamBanner />
      <main className="app-main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {chrome.footer && <Footer />}
      {chrome.supportButton && <SupportButton />}
      <SessionRefresh />
      <LazySubmitOutbox />
      <AntiTamperGuard />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
