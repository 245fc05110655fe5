import { ArrowRightOutlined } from '@ant-design/icons';
import { levelLabels } from '@sabora/contract';
import type { AdminUser } from '@sabora/contract';
import { Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { PhoneLink } from './phone-link';
import { UserTags } from './user-tags';
import './student-strip.css';

/** Whom a form is about: name (back to the student's page), phone, level, badges. */
export function StudentStrip({ user }: { user: AdminUser | undefined }) {
  return (
    <Card size="small" className="ops-strip">
      {user ? (
        <div className="ops-strip__body">
          <Link to={`/admin/users/${user._id}`} className="ops-strip__name">
            <ArrowRightOutlined /> <bdi>{user.name}</bdi>
          </Link>
          <PhoneLink phone={user.phone} />
          <span>{levelLabels[user.level]}</span>
          <UserTags user={user} />
        </div>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}
