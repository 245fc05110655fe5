import {
  CalendarOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  PhoneOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatAmount, formatCount } from '@/lib/format-number';
import { useCan } from '@/lib/permissions';
import { useDashboard } from '../api/get-dashboard';
import './dashboard.css';

const copy = operationsMessages.ops.dashboard;

function StatCard({
  to,
  icon,
  label,
  value,
  hint,
  tone,
  testId,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'warn';
  testId: string;
}) {
  return (
    <Link to={to} className={`ops-stat${tone ? ` ops-stat--${tone}` : ''}`} data-testid={testId}>
      <Card size="small" hoverable>
        <span className="ops-stat__icon">{icon}</span>
        <span className="ops-stat__label">{label}</span>
        <span className="ops-stat__value">{value}</span>
        {hint && <span className="ops-stat__hint">{hint}</span>}
      </Card>
    </Link>
  );
}

interface DashboardProps {
  /** Drawn above the numbers: the admin home puts the student search there. */
  search?: ReactNode;
}

/** Today's numbers, each opening its list. */
export function Dashboard({ search }: DashboardProps) {
  const seesSums = useCan('bills.total');
  const dashboard = useDashboard();
  const data = dashboard.data;
  // Design: only the main admin sees sums of money; an assistant sees how many
  // payments came, with their unit and no money icon, so 10 never reads as 10 pounds.
  const sum = seesSums ? (data?.paymentsToday.amount ?? null) : null;

  return (
    <div className="ops-dashboard">
      {search}
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <div className="ops-stat-grid">
          <StatCard
            testId="stat-new-students"
            to="/admin/users"
            icon={<UserAddOutlined />}
            label={copy.newStudentsToday}
            value={formatCount(data.newStudentsToday)}
          />
          <StatCard
            testId="stat-payments"
            to="/admin/bills?range=today"
            icon={sum === null ? <FileDoneOutlined /> : <DollarOutlined />}
            label={copy.paymentsToday}
            value={sum === null ? copy.paymentsCount(data.paymentsToday.count) : formatAmount(sum)}
            hint={sum === null ? undefined : copy.paymentsCount(data.paymentsToday.count)}
          />
          <StatCard
            testId="stat-calls"
            to="/admin/calls?range=today"
            icon={<PhoneOutlined />}
            label={copy.callsToday}
            value={formatCount(data.callsToday)}
          />
          <StatCard
            testId="stat-follow-ups"
            to="/admin/calls?followUpDue=true"
            icon={<FieldTimeOutlined />}
            label={copy.followUpsDue}
            value={formatCount(data.followUpsDue)}
            tone={data.followUpsDue > 0 ? 'warn' : undefined}
          />
          <StatCard
            testId="stat-exams"
            to="/admin/exams"
            icon={<CalendarOutlined />}
            label={copy.examsRunning}
            value={formatCount(data.examsRunning)}
          />
        </div>
      )}
    </div>
  );
}
