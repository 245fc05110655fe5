import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { messages } from '@/i18n/messages';

type ExportFormat = 'csv' | 'xlsx';
const formats: ExportFormat[] = ['xlsx', 'csv'];

interface ExportButtonsProps {
  /** Fetches and saves the file in the format; resolves once it is saved. */
  onExport: (format: ExportFormat) => Promise<void>;
  /** Names the buttons in tests: `{testId}-xlsx`, `{testId}-csv`. */
  testId: string;
}

/** Excel and CSV downloads of what the page lists (with its filters). */
export function ExportButtons({ onExport, testId }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  return (
    <Space wrap size={8}>
      {formats.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => {
            setBusy(format);
            void onExport(format).finally(() => {
              setBusy(null);
            });
          }}
          data-testid={`${testId}-${format}`}
        >
          {messages.common.exportAs[format]}
        </Button>
      ))}
    </Space>
  );
}
