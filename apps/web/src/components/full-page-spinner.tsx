import { useLocation } from 'react-router';
import { messages } from '@/i18n/messages';
import './full-page-spinner.css';

// Spec section 9: white behind the pages that are white themselves, so the
// spinner does not flash a grey page before a white one.
export function spinnerBackground(pathname: string): 'white' | 'muted' {
  const white = pathname === '/' || pathname.includes('/videos') || pathname.includes('/courses');
  return white ? 'white' : 'muted';
}

/** Shown while a page's code loads; drawn in CSS like antd's large Spin, which it keeps out of the shell. */
export function FullPageSpinner() {
  const { pathname } = useLocation();
  return (
    <div className={`full-page-spinner full-page-spinner--${spinnerBackground(pathname)}`}>
      <div className="page-spinner" role="status" aria-live="polite">
        <span className="page-spinner__dots" aria-hidden="true">
          <i />
          <i />
          <i />
          <i />
        </span>
        <span className="page-spinner__text">{messages.common.loading}</span>
      </div>
    </div>
  );
}
