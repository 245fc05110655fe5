import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { ToastCloseButton } from './toast-close-button';
import { useToastsBottom } from './use-toasts-bottom';

// antd's ConfigProvider is not here: it comes with the pages that use antd (app/antd-scope.tsx),
// and so does dayjs's Arabic locale, which only antd's date pickers read (decision 0202).
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useToastsBottom();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* At the top, not the spec's bottom-left: decision 0234. The timer bar goes: react-toastify
          names it "notification timer" for screen readers, with no way to rename it (0236). */}
      <ToastContainer
        position="top-center"
        rtl
        autoClose={5000}
        newestOnTop
        hideProgressBar
        closeButton={ToastCloseButton}
        aria-label={messages.common.notifications}
      />
    </QueryClientProvider>
  );
}
