import type { ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * A white bordered box drawn like antd's Card. Student pages use it because
 * antd's Card brings Tabs, Dropdown and Menu along (docs/decisions/0070).
 */
export function Panel({ className, 'data-testid': testId, children }: PanelProps) {
  return (
    <div className={className ? `panel ${className}` : 'panel'} data-testid={testId}>
      <div className="panel__body">{children}</div>
    </div>
  );
}
