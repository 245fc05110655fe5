import {
  attendanceTypeLabels,
  attendanceTypes,
  governorateLabels,
  governorates,
  levelLabels,
  levels,
} from '@sabora/contract';
import type { AdminUser, AdminUsersQuery } from '@sabora/contract';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { ExportButtons } from '@/components/admin/export-buttons';
import { useTableParams } from '@/components/admin/use-table-params';
import { ChoiceSelect } from '@/components/form/choice-select';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { exportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { PhoneLink } from '@/components/admin/phone-link';
import { StudentSearch } from '@/components/admin/student-search';
import { UserTags } from '@/components/admin/user-tags';
import { clearable } from '@/lib/clearable';

const copy = operationsMessages.ops.users;
const filterNames = [
  'level',
  'governorate',
  'attendanceType',
  'vip',
  'frozen',
  'noCourse',
] as const;
type FilterName = (typeof filterNames)[number];

function pick<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return (values as readonly (string | undefined)[]).includes(value) ? (value as T) : undefined;
}
const flag = (value: string | undefined) => pick(['true', 'false'] as const, value);

/** The filters of the list from the address, as the API takes them (also for the CSV). */
export function usersQueryOf(
  search: string,
  filters: Record<FilterName, string | undefined>,
): Omit<AdminUsersQuery, 'page' | 'pageSize'> {
  return {
    search: search || undefined,
    level: pick(levels, filters.level),
    governorate: pick(governorates, filters.governorate),
    attendanceType: pick(attendanceTypes, filters.attendanceType),
    vip: flag(filters.vip),
    frozen: flag(filters.frozen),
    noCourse: flag(filters.noCourse),
  };
}

export const userColumns: TableColumnsType<AdminUser> = [
  {
    key: 'name',
    title: copy.columns.name,
    render: (_, user) => (
      <Link to={`/admin/users/${user._id}`} className="admin-table__title">
        <bdi>{user.name}</bdi>
      </Link>
    ),
  },
  {
    key: 'phone',
    title: copy.columns.phone,
    render: (_, user) => <PhoneLink phone={user.phone} />,
  },
  {
    key: 'fatherPhone',
    title: copy.columns.fatherPhone,
    render: (_, user) => <PhoneLink phone={user.fatherPhone} />,
  },
  { key: 'level', title: copy.columns.level, render: (_, user) => levelLabels[user.level] },
  {
    key: 'attendanceType',
    title: copy.columns.attendanceType,
    render: (_, user) => attendanceTypeLabels[user.attendanceType],
  },
  { key: 'flags', title: copy.columns.flags, render: (_, user) => <UserTags user={user} /> },
  {
    key: 'lastLogin',
    title: copy.columns.lastLogin,
    render: (_, user) => (
      <bdi className="admin-table__date">
        {user.lastLoginAt === null ? operationsMessages.ops.never : formatDate(user.lastLoginAt)}
      </bdi>
    ),
  },
];

/** `/admin/users`: find a student by phone in one step, filter, export. */
export function UsersPage() {
  const table = useTableParams(filterNames);
  const query = usersQueryOf(table.search, table.filters);
  const users = useUsers({ ...query, page: table.page, pageSize: defaultPageSize });
  const [, setParams] = useSearchParams();
  const anyFilter = filterNames.some((name) => table.filters[name] !== undefined);

  const select = <T extends string>(
    name: FilterName,
    label: string,
    options: { value: T; label: string }[],
  ) => (
    <ChoiceSelect<T>
      label={label}
      aria-label={label}
      allowClear={clearable}
      value={table.filters[name] as T | undefined}
      onChange={(value) => {
        table.setFilter(name, value);
      }}
      options={options}
      showSearch={options.length > 8 ? { optionFilterProp: 'label' } : undefined}
      className="ops-filter"
      data-testid={`filter-${name}`}
    />
  );

  return (
    <AdminPage
      title={copy.title}
      actions={
        <ExportButtons
          testId="users-export"
          onExport={(format) => exportUsers({ ...query, format })}
        />
      }
    >
      <div className="ops-search-bar">
        <StudentSearch value={table.search} onSearch={table.setSearch} autoFocus />
      </div>
      <AdminTableCard
        toolbar={
          <>
            {select(
              'level',
              copy.filters.level,
              levels.map((value) => ({ value, label: levelLabels[value] })),
            )}
            {select(
              'governorate',
              copy.filters.governorate,
              governorates.map((value) => ({ value, label: governorateLabels[value] })),
            )}
            {select(
              'attendanceType',
              copy.filters.attendanceType,
              attendanceTypes.map((value) => ({ value, label: attendanceTypeLabels[value] })),
            )}
            {select('vip', copy.filters.vip, [
              { value: 'true', label: copy.filterValues.vipYes },
              { value: 'false', label: copy.filterValues.vipNo },
            ])}
            {select('frozen', copy.filters.frozen, [
              { value: 'true', label: copy.filterValues.frozenYes },
              { value: 'false', label: copy.filterValues.frozenNo },
            ])}
            {select('noCourse', copy.filters.noCourse, [
              { value: 'true', label: copy.filterValues.noCourseYes },
              { value: 'false', label: copy.filterValues.noCourseNo },
            ])}
            {anyFilter && (
              <Button
                type="link"
                onClick={() => {
                  setParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      for (const name of [...filterNames, 'page']) next.delete(name);
                      return next;
                    },
                    { replace: true },
                  );
                }}
              >
                {copy.clearFilters}
              </Button>
            )}
          </>
        }
      >
        <AdminTable<AdminUser>
          rowKey="_id"
          columns={userColumns}
          dataSource={users.data?.users}
          loading={users.isFetching}
          query={users}
          locale={{ emptyText: table.search || anyFilter ? copy.noResults : copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: users.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
