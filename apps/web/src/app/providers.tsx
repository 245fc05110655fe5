import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import '@/lib/dayjs-arabic';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider direction="rtl" locale={arEG} theme={theme}>
        <AntdApp>
          {children}
          <ToastContainer position="bottom-left" rtl autoClose={5000} newestOnTop />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
