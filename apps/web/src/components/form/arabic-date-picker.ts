import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { parseTypedDate } from '@/lib/arabic-date-parse';

/**
 * antd's date picker with a parser that understands what an Arabic admin types
 * ("٣٠/١١/٢٠٢٦ - ٠٩:٠٠ م"); every date picker of the app is this one.
 */
export const ArabicDatePicker = DatePicker.generatePicker<Dayjs>({
  ...dayjsGenerateConfig,
  locale: {
    ...dayjsGenerateConfig.locale,
    parse: (_locale, text, formats) => parseTypedDate(text, formats),
  },
});
