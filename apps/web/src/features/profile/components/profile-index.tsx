import { CrownFilled } from '@ant-design/icons';
import { attendanceTypeLabels, governorateLabels, levelLabels } from '@sabora/contract';
import { Panel } from '@/components/panel';
import { Tag } from '@/components/tag';
import { usePageTitle } from '@/components/use-page-title';
import { messages } from '@/i18n/messages';
import { examMessages } from '@/i18n/exam-messages';
import { useSession } from '@/lib/session';
import type { ReactNode } from 'react';
import './profile-index.css';

const copy = examMessages.profileInfo;

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
          <div className="profile-card__name">
            <bdi>{user.name}</bdi>
          </div>
          {user.vip && (
            <Tag color="gold" icon={<CrownFilled />} data-testid="vip-badge">
              {copy.vip}
            </Tag>
          )}
        </div>
      </div>
      <table className="profile-card__details">
        <tbody>
          <Row label={copy.phone}>
            <bdi dir="ltr">{user.phone}</bdi>
          </Row>
          <Row label={copy.fatherPhone}>
            <bdi dir="ltr">{user.fatherPhone}</bdi>
          </Row>
          <Row label={copy.level}>{levelLabels[user.level]}</Row>
          <Row label={copy.governorate}>{governorateLabels[user.governorate]}</Row>
          <Row label={copy.attendanceType}>{attendanceTypeLabels[user.attendanceType]}</Row>
        </tbody>
      </table>
    </Panel>
  );
}

/** A line of antd's bordered Descriptions: the label in a grey cell, then the value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}
