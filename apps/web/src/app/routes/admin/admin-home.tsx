import { adminTypeLabels } from '@sabora/contract';
import { Tag, Typography } from 'antd';
import { usePageTitle } from '@/components/use-page-title';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { StudentQuickSearch } from '@/features/users/components/student-quick-search';
import { adminMessages } from '@/i18n/admin-messages';
import { useSession } from '@/lib/session';
import './admin-home.css';

const copy = adminMessages;

/** `/admin`: greeting, the quick student search and today's numbers. */
export function AdminHome() {
  const { admin } = useSession();
  usePageTitle(copy.title);
  if (!admin) return null;

  return (
    <div className="admin-home">
      <Typography.Title level={2} className="admin-home__title">
        {copy.greeting} <bdi>{admin.name}</bdi>{' '}
        <Tag color="green" className="admin-home__type">
          {adminTypeLabels[admin.type]}
        </Tag>
      </Typography.Title>
      <Dashboard search={<StudentQuickSearch />} />
    </div>
  );
}
