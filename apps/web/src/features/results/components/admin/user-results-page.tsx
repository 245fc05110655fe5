import { useParams } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { StudentStrip } from '@/components/admin/student-strip';
import { useUser } from '@/lib/api/get-user';
import { countToShow } from '@/lib/offline-query';
import { useTableParams } from '@/components/admin/use-table-params';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { adminMessages } from '@/i18n/admin-messages';
import { useUserResultsAdmin } from '../../api/admin-results';
import { ResultsTable } from './results-table';

/** `/admin/user-results/{userId}`: one student's results (secondary admins too). */
export function UserResultsPage() {
  const { id = '' } = useParams();
  const table = useTableParams();
  const query = useUserResultsAdmin(id, table.page);
  const student = useUser(id);
  return (
    <AdminPage title={adminMessages.pages.userResults}>
      <StudentStrip user={student.data?.user} />
      <AdminTableCard>
        <ResultsTable
          show="exam"
          results={query.data?.results}
          count={countToShow(query)}
          loading={query.isFetching}
          query={query}
          page={table.page}
          onPage={table.setPage}
          empty={examAdminMessages.adminResults.userEmpty}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
