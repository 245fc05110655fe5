import { CrownFilled } from '@ant-design/icons';
import { attendanceTypeLabels, governorateLabels, levelLabels } from '@sabora/contract';
import { Descriptions, Tag } from 'antd';
import { Panel } from '@/components/panel';
import { usePageTitle } from '@/components/use-page-title';
import { messages } from '@/i18n/messages';
import { useSession } from '@/lib/session';
import './profile-index.css';

const copy = messages.profileInfo;

/** `/profile`: the student's own details, with a VIP badge. */
export function ProfileIndex() {
  const { user } = useSession();
  usePageTitle(messages.pages.profile);
  if (!user) return null;
  return (
    <Panel className="profile-card" data-testid="profile-card">
      <div className="profile-card__head">
        <span className="profile-card__avatar" aria-hidden>
          {user.name.trim().charAt(0)}
        </span>
        <div>
          <div className="profile-card__name">{user.name}</div>
          {user.vip && (
            <Tag color="gold" icon={<CrownFilled />} data-testid="vip-badge">
              {copy.vip}
            </Tag>
          )}
        </div>
      </div>
      <Descriptions column={1} size="small" bordered className="profile-card__details">
        <Descriptions.Item label={copy.phone}>
          <bdi dir="ltr">{user.phone}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={copy.fatherPhone}>
          <bdi dir="ltr">{user.fatherPhone}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={copy.level}>{levelLabels[user.level]}</Descriptions.Item>
        <Descriptions.Item label={copy.governorate}>
          {governorateLabels[user.governorate]}
        </Descriptions.Item>
        <Descriptions.Item label={copy.attendanceType}>
          {attendanceTypeLabels[user.attendanceType]}
        </Descriptions.Item>
      </Descriptions>
    </Panel>
  );
}
