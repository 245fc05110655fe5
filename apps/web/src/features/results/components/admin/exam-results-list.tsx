import { WhatsAppOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminTableCard } from '@/components/admin/admin-page';
import { countToShow } from '@/lib/offline-query';
import { StudentSearch } from '@/components/admin/student-search';
import { useTableParams } from '@/components/admin/use-table-params';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { parentResultsMessages } from '@/i18n/parent-results-messages';
import { useExamResults } from '../../api/admin-results';
import { ParentsWhatsappList } from './parents-whatsapp-list';
import { ResultsTable } from './results-table';
import './exam-results-list.css';

/** `/admin/exam-results/{examId}`. */
export function ExamResultsList() {
  const { id = '' } = useParams();
  const table = useTableParams();
  const query = useExamResults(id, table.page, table.search);
  const screens = Grid.useBreakpoint();
  const [parentsOpen, setParentsOpen] = useState(false);
  const hasResults = (query.data?.count ?? 0) > 0 || table.search !== '';
  return (
    <AdminTableCard>
      {/* Searching needs results; the parents' list is of the whole exam, so a search that
          found nobody hides neither. */}
      {hasResults && (
        <div className="exam-results-list__bar">
          <StudentSearch value={table.search} onSearch={table.setSearch} />
          <Button
            icon={<WhatsAppOutlined />}
            onClick={() => {
              setParentsOpen(true);
            }}
            data-testid="parents-open"
          >
            {parentResultsMessages.open}
          </Button>
        </div>
      )}
      <ResultsTable
        show="student"
        results={query.data?.results}
        count={countToShow(query)}
        loading={query.isFetching}
        query={query}
        page={table.page}
        onPage={table.setPage}
        empty={
          table.search
            ? operationsMessages.ops.users.noResults
            : examAdminMessages.adminResults.empty
        }
      />
      <Drawer
        title={parentResultsMessages.open}
        open={parentsOpen}
        size={screens.md ? 760 : '100%'}
        placement="left"
        destroyOnHidden
        onClose={() => {
          setParentsOpen(false);
        }}
      >
        <ParentsWhatsappList examId={id} />
      </Drawer>
    </AdminTableCard>
  );
}
