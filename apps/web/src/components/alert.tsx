import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import './alert.css';

type AlertType = 'info' | 'success' | 'warning' | 'error';

const icons: Record<AlertType, ReactNode> = {
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

interface AlertProps {
  type: AlertType;
  title: ReactNode;
  /** A button at the end of the line (retry). */
  action?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
  'data-testid'?: string;
}

/** A coloured notice line with its icon, drawn like antd's Alert (decision 0070). */
export function Alert({ type, title, action, role, className, 'data-testid': testId }: AlertProps) {
  return (
    <div
      className={`alert alert--${type}${className ? ` ${className}` : ''}`}
      role={role}
      data-testid={testId}
    >
      <span className="alert__icon" aria-hidden>
        {icons[type]}
      </span>
      <div className="alert__title">{title}</div>
      {action !== undefined && <div className="alert__action">{action}</div>}
    </div>
  );
}
