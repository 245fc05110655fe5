import { levelLabels } from '@sabora/contract';
import type { NonSolver } from '@sabora/contract';
import type { TableColumnsType } from 'antd';
import { Link, useParams } from 'react-router';
import { AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { useTableParams } from '@/components/admin/use-table-params';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { examMessages } from '@/i18n/exam-messages';
import { tablePagination } from '@/lib/pagination';
import { useNonSolvers } from '../../api/admin-results';

const info = examMessages.profileInfo;

/** `/admin/exam-results/non-solvers/{examId}`: students who may take the exam and did not. */
export function NonSolversList() {
  const { id = '' } = useParams();
  const table = useTableParams();
  const query = useNonSolvers(id, table.page);
  const columns: TableColumnsType<NonSolver> = [
    {
      key: 'name',
      title: info.name,
      render: (_, user) => (
        <Link to={`/admin/users/${user._id}`}>
          <bdi>{user.name}</bdi>
        </Link>
      ),
    },
    {
      key: 'phone',
      title: info.phone,
      render: (_, user) => (
        <a href={`tel:${user.phone}`} dir="ltr">
          {user.phone}
        </a>
      ),
    },
    {
      key: 'fatherPhone',
      title: info.fatherPhone,
      render: (_, user) => (
        <a href={`tel:${user.fatherPhone}`} dir="ltr">
          {user.fatherPhone}
        </a>
      ),
    },
    { key: 'level', title: info.level, render: (_, user) => levelLabels[user.level] },
  ];
  return (
    <AdminTableCard>
      <AdminTable<NonSolver>
        rowKey="_id"
        columns={columns}
        dataSource={query.data?.users}
        loading={query.isFetching}
        query={query}
        locale={{ emptyText: examAdminMessages.adminResults.noNonSolvers }}
        pagination={tablePagination({
          page: table.page,
          total: query.data?.count ?? 0,
          onChange: table.setPage,
        })}
      />
    </AdminTableCard>
  );
}
