import type { AdminUser } from '@sabora/contract';
import { Tag } from 'antd';
import { operationsMessages } from '@/i18n/operations-messages';
import './user-tags.css';

const tags = operationsMessages.ops.users.tags;

/** VIP, frozen and show-hidden badges of a student. */
export function UserTags({
  user,
  withHidden = false,
}: {
  user: Pick<AdminUser, 'vip' | 'frozen' | 'showHidden'>;
  withHidden?: boolean;
}) {
  return (
    <span className="ops-tags">
      {user.vip && <Tag color="gold">{tags.vip}</Tag>}
      {user.frozen && <Tag color="red">{tags.frozen}</Tag>}
      {withHidden && user.showHidden && <Tag color="blue">{tags.showHidden}</Tag>}
    </span>
  );
}
