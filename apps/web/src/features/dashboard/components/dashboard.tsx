import {
  CalendarOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  PhoneOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { AdminUser } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton, Table } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUsers, usersQuery } from '@/features/users/api/get-users';
import { StudentSearch } from '@/features/users/components/student-search';
import { userColumns } from '@/features/users/components/users-page';
import { messages } from '@/i18n/messages';
import { useCan } from '@/lib/permissions';
import { useDashboard } from '../api/get-dashboard';
import { formatAmount, formatCount } from '../lib/format';

const copy = messages.ops.dashboard;

const quickSearch = (search: string) => ({ search, page: 1, pageSize: 5 });

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

/** The admin home: find a student, and today's numbers, each opening its list. */
export function Dashboard() {
  const seesSums = useCan('bills.total');
  const [search, setSearch] = useState('');
  const found = useUsers(quickSearch(search), search !== '');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Enter opens the student when the search finds exactly one (the same request the list makes).
  const openTheOnly = async (text: string) => {
    if (text === '') return;
    const { users } = await queryClient.fetchQuery(usersQuery(quickSearch(text)));
    const [only, ...others] = users;
    if (only && others.length === 0) void navigate(`/admin/users/${only._id}`);
  };
  const dashboard = useDashboard();
  const data = dashboard.data;
  const payments = data?.paymentsToday;

  return (
    <div className="ops-dashboard">
      <div className="ops-search-bar">
        <StudentSearch
          value=""
          onSearch={setSearch}
          onEnter={(text) => {
            openTheOnly(text).catch(() => undefined);
          }}
        />
      </div>
      {search !== '' && (
        <Card
          size="small"
          className="ops-section admin-table-card"
          title={copy.quickSearch}
          extra={
            <Link to={`/admin/users?search=${encodeURIComponent(search)}`}>
              {copy.allResults(found.data?.count ?? 0)}
            </Link>
          }
        >
          <Table<AdminUser>
            rowKey="_id"
            size="small"
            columns={userColumns}
            dataSource={found.data?.users}
            loading={found.isFetching}
            pagination={false}
            scroll={{ x: 960 }}
            locale={{ emptyText: messages.ops.users.noResults }}
          />
        </Card>
      )}
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
            icon={<DollarOutlined />}
            label={copy.paymentsToday}
            // Design: only the main admin sees sums of money.
            value={
              seesSums && payments?.amount != null
                ? formatAmount(payments.amount)
                : formatCount(payments?.count ?? 0)
            }
            hint={
              seesSums && payments?.amount != null ? copy.paymentsCount(payments.count) : undefined
            }
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
