import { auditEntityTypeLabels, auditEntityTypes } from '@sabora/contract';
import type { AuditEntityType, AuditEntry } from '@sabora/contract';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { AdminFilter } from '@/components/admin/admin-filter';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { DateRangeFilter } from '@/components/admin/date-range-filter';
import { useTableParams } from '@/components/admin/use-table-params';
import { ChoiceSelect } from '@/components/form/choice-select';
import { useDateRange } from '@/hooks/use-date-range';
import { operationsMessages } from '@/i18n/operations-messages';
import { useCourseOptions } from '@/lib/api/course-options';
import { formatDate } from '@/lib/format-date';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useAudit } from '../api/get-audit';
import { auditActionLabel } from '../lib/audit-values';
import { AuditChangesList } from './audit-changes';
import { clearable } from '@/lib/clearable';

const copy = operationsMessages.ops.audit;

function isEntityType(value: string | undefined): value is AuditEntityType {
  return (auditEntityTypes as readonly (string | undefined)[]).includes(value);
}

const columns = (titles: ReadonlyMap<string, string>): TableColumnsType<AuditEntry> => [
  {
    key: 'when',
    title: copy.when,
    width: 150,
    render: (_, entry) => <bdi className="admin-table__date">{formatDate(entry.createdAt)}</bdi>,
  },
  { key: 'who', title: copy.who, width: 130, render: (_, entry) => <bdi>{entry.admin.name}</bdi> },
  {
    key: 'what',
    title: copy.what,
    width: 190,
    render: (_, entry) => {
      // A device request's entry is labelled with its student's name: said once, as the link.
      const label = entry.entityLabel === entry.studentName ? null : entry.entityLabel;
      return (
        <span className="ops-stack">
          <strong>{auditActionLabel(entry.action)}</strong>
          <span className="ops-inline">
            <Tag>{auditEntityTypeLabels[entry.entityType]}</Tag>
            {label && <bdi data-testid="audit-entity-label">{label}</bdi>}
            {entry.studentId && (
              <Link to={`/admin/users/${entry.studentId}`} data-testid="audit-student">
                {entry.studentName ? <bdi>{entry.studentName}</bdi> : copy.openStudent}
              </Link>
            )}
          </span>
        </span>
      );
    },
  },
  {
    key: 'changes',
    title: copy.changes,
    // The width a long note wraps at on a phone, where the table is as wide as its content.
    width: 320,
    render: (_, entry) => <AuditChangesList changes={entry.changes} titles={titles} />,
  },
];

/** `/admin/audit` (main admins only): who changed what, when, before → after. */
export function AuditPage() {
  const table = useTableParams(['adminId', 'entityType'] as const);
  const dates = useDateRange('last7');
  const entityType = isEntityType(table.filters.entityType) ? table.filters.entityType : undefined;
  const audit = useAudit({
    ...dates.range,
    adminId: table.filters.adminId,
    entityType,
    page: table.page,
    pageSize: defaultPageSize,
  });
  const courses = useCourseOptions();
  const titles = new Map((courses.data ?? []).map((course) => [course.value, course.label]));
  return (
    <AdminPage title={copy.title}>
      <AdminTableCard
        toolbar={
          <>
            <DateRangeFilter state={dates} />
            <ChoiceSelect<AuditEntityType>
              label={copy.entityType}
              aria-label={copy.entityType}
              allowClear={clearable}
              value={entityType}
              onChange={(value) => {
                table.setFilter('entityType', value);
              }}
              options={auditEntityTypes.map((value) => ({
                value,
                label: auditEntityTypeLabels[value],
              }))}
              className="ops-filter"
            />
            <AdminFilter
              value={table.filters.adminId}
              onChange={(value) => {
                table.setFilter('adminId', value);
              }}
            />
          </>
        }
      >
        <AdminTable<AuditEntry>
          rowKey="_id"
          size="small"
          columns={columns(titles)}
          dataSource={audit.data?.entries}
          loading={audit.isFetching}
          query={audit}
          locale={{ emptyText: copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: audit.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
