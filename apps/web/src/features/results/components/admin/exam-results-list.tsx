import { WhatsAppOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminTableCard } from '@/components/admin/admin-page';
import { useTableParams } from '@/components/admin/use-table-params';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { parentResultsMessages } from '@/i18n/parent-results-messages';
import { useExamResults } from '../../api/admin-results';
import { ParentsWhatsappList } from './parents-whatsapp-list';
import { ResultsTable } from './results-table';
import './exam-results-list.css';

/** `/admin/exam-results/{examId}`. */
export function ExamResultsList() {
  const { id = '' } = useParams();
  const table = useTableParams();
  const query = useExamResults(id, table.page);
  const screens = Grid.useBreakpoint();
  const [parentsOpen, setParentsOpen] = useState(false);
  const hasResults = (query.data?.count ?? 0) > 0;
  return (
    <AdminTableCard>
      {hasResults && (
        <Button
          className="exam-results-list__parents"
          icon={<WhatsAppOutlined />}
          onClick={() => {
            setParentsOpen(true);
          }}
          data-testid="parents-open"
        >
          {parentResultsMessages.open}
        </Button>
      )}
      <ResultsTable
        show="student"
        results={query.data?.results}
        count={query.data?.count ?? 0}
        loading={query.isFetching}
        page={table.page}
        onPage={table.setPage}
        empty={examAdminMessages.adminResults.empty}
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
