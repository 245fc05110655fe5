import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import './status-result.css';

type Status = 'info' | 'success' | 'warning' | 'error';

const defaultIcons: Record<Status, ReactNode> = {
  info: <ExclamationCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <WarningFilled />,
  error: <CloseCircleFilled />,
};

interface StatusResultProps {
  status?: Status;
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
  /** The status is the whole page: its title is the page's one h1. */
  heading?: boolean;
  'data-testid'?: string;
}

/**
 * A page-sized status message drawn like antd's Result. Student pages use it
 * because antd's Result ships its three illustrations with it (decision 0070).
 */
export function StatusResult({
  status = 'info',
  icon,
  title,
  subTitle,
  extra,
  className,
  heading = false,
  'data-testid': testId,
}: StatusResultProps) {
  const Title = heading ? 'h1' : 'div';
  const classes = `status-result status-result--${status}${className ? ` ${className}` : ''}`;
  return (
    <div className={classes} data-testid={testId}>
      <div className="status-result__icon">{icon ?? defaultIcons[status]}</div>
      <Title className="status-result__title">{title}</Title>
      {subTitle !== undefined && <div className="status-result__subtitle">{subTitle}</div>}
      {extra !== undefined && <div className="status-result__extra">{extra}</div>}
    </div>
  );
}
