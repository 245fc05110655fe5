import { useParams } from 'react-router';
import { AdminTableCard } from '@/components/admin/admin-page';
import { useTableParams } from '@/components/admin/use-table-params';
import { messages } from '@/i18n/messages';
import { useExamResults } from '../../api/admin-results';
import { ResultsTable } from './results-table';

/** `/admin/exam-results/{examId}`. */
export function ExamResultsList() {
  const { id = '' } = useParams();
  const table = useTableParams();
  const query = useExamResults(id, table.page);
  return (
    <AdminTableCard>
      <ResultsTable
        show="student"
        results={query.data?.results}
        count={query.data?.count ?? 0}
        loading={query.isFetching}
        page={table.page}
        onPage={table.setPage}
        empty={messages.adminResults.empty}
      />
    </AdminTableCard>
  );
}
