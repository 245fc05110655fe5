import { Spin } from 'antd';
import { useLocation } from 'react-router';
import { messages } from '@/i18n/messages';

// Spec section 9: white behind the pages that are white themselves, so the
// spinner does not flash a grey page before a white one.
export function spinnerBackground(pathname: string): 'white' | 'muted' {
  const white = pathname === '/' || pathname.includes('/videos') || pathname.includes('/courses');
  return white ? 'white' : 'muted';
}

export function FullPageSpinner() {
  const { pathname } = useLocation();
  return (
    <div className={`full-page-spinner full-page-spinner--${spinnerBackground(pathname)}`}>
      <Spin size="large" description={messages.common.loading} />
    </div>
  );
}
