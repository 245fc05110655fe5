import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { messages } from '@/i18n/messages';

/**
 * `allowClear` for an antd Input or Select, its × named in Arabic. antd's own
 * names it "Clear" on a select (rc-select's default) and, with its icon silent
 * (decision 0236), not at all on an input, whose × is a button.
 */
export const clearable: { clearIcon: ReactNode; label: string } = {
  clearIcon: <CloseCircleFilled aria-label={messages.common.clearField} />,
  label: messages.common.clearField,
};
