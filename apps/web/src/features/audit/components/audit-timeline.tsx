import type { AuditEntry } from '@sabora/contract';
import { Empty, Timeline } from 'antd';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { auditActionLabel } from '../lib/audit-values';
import { AuditChangesList } from './audit-changes';
import './audit-timeline.css';

/** What admins did to one student, newest first: who, what, when, before → after. */
export function AuditTimeline({
  entries,
  titles,
}: {
  entries: AuditEntry[];
  titles?: ReadonlyMap<string, string>;
}) {
  if (entries.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={operationsMessages.ops.user.noHistory}
      />
    );
  }
  return (
    <Timeline
      className="ops-timeline"
      items={entries.map((entry) => ({
        key: entry._id,
        content: (
          <div className="ops-timeline__item">
            <div className="ops-timeline__head">
              <strong>{auditActionLabel(entry.action)}</strong>
              <span className="ops-muted">
                <bdi>{entry.admin.name}</bdi> · <bdi>{formatDate(entry.createdAt)}</bdi>
              </span>
            </div>
            <AuditChangesList changes={entry.changes} titles={titles} />
          </div>
        ),
      }))}
    />
  );
}
