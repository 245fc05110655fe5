import { ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * antd's theme, right-to-left and Arabic. It wraps each page that uses antd
 * and loads with it, so the shell and the landing page never download antd
 * (docs/decisions/0070).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider direction="rtl" locale={arEG} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
