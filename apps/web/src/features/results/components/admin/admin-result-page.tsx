import { Result, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { examMessages } from '@/i18n/exam-messages';
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
        <Result status="404" title={examMessages.results.notFound} />
      ) : (
        <ResultDetailView
          result={query.data}
          reader="admin"
          extra={
            <Typography.Text>
              {query.data.student ? (
                <Link to={`/admin/users/${query.data.student._id}`}>
                  <bdi>{query.data.student.name}</bdi>
                </Link>
              ) : (
                examMessages.results.deletedUser
              )}
            </Typography.Text>
          }
        />
      )}
    </AdminPage>
  );
}
