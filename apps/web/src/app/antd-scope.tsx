import { SearchOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
// The ES module: the CommonJS `antd/locale/ar_EG` reaches the bundle wrapped in `default`.
import arEG from 'antd/es/locale/ar_EG';
import type { ReactNode } from 'react';
// antd's date pickers format with dayjs's global locale; no student page uses dayjs (decision 0202).
import '@/lib/dayjs-arabic';
import { messages } from '@/i18n/messages';
import { theme } from './theme';

// antd's Arabic calendar heads its columns with full day names ("الثلاثاء"),
// which overlap in a 36 px column; one letter per day, as Arabic calendars print them.
// Its "now" button is also misspelt ("الأن").
const minWeekDays = ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'];
const pickerFixes = { shortWeekDays: minWeekDays, now: 'الآن' };
const locale = {
  ...arEG,
  DatePicker: arEG.DatePicker && {
    ...arEG.DatePicker,
    lang: { ...arEG.DatePicker.lang, ...pickerFixes },
  },
  Calendar: arEG.Calendar && {
    ...arEG.Calendar,
    lang: { ...arEG.Calendar.lang, ...pickerFixes },
  },
};

// A search box's button shows only antd's icon, which the build hides from screen readers
// (decision 0236): the icon carries the button's Arabic name.
const inputSearch = { searchIcon: <SearchOutlined aria-label={messages.common.runSearch} /> };

/**
 * antd's theme, right-to-left and Arabic. It wraps each page that uses antd
 * and loads with it, so the shell and the landing page never download antd
 * (docs/decisions/0070).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider direction="rtl" locale={locale} theme={theme} inputSearch={inputSearch}>
      {children}
    </ConfigProvider>
  );
}
