import { Result, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { useAdminResult } from '../../api/admin-results';
import { ResultDetailView } from '@/components/result-detail';

/** `/admin/exam-results/result/{id}`: the student's result view, with who it belongs to. */
export function AdminResultPage() {
  const { id = '' } = useParams();
  const query = useAdminResult(id);
  return (
    <AdminPage title={adminMessages.pages.result}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : query.isError ? (
        <Result status="404" title={messages.results.notFound} />
      ) : (
        <ResultDetailView
          result={query.data}
          extra={
            <Typography.Text>
              {query.data.student ? (
                <Link to={`/admin/users/${query.data.student._id}`}>{query.data.student.name}</Link>
              ) : (
                messages.results.deletedUser
              )}
            </Typography.Text>
          }
        />
      )}
    </AdminPage>
  );
}
