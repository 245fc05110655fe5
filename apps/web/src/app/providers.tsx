import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { messages } from '@/i18n/messages';

// antd's ConfigProvider is not here: it comes with the pages that use antd (app/antd-scope.tsx),
// and so does dayjs's Arabic locale, which only antd's date pickers read (decision 0202).
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* At the top, not the spec's bottom-left: decision 0234. */}
      <ToastContainer
        position="top-center"
        rtl
        autoClose={5000}
        newestOnTop
        aria-label={messages.common.notifications}
      />
    </QueryClientProvider>
  );
}
