import { Card } from 'antd';
import { toast } from 'react-toastify';
import { useParams } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { StudentStrip } from '@/components/admin/student-strip';
import { operationsMessages } from '@/i18n/operations-messages';
import { useUser } from '@/lib/api/get-user';
import { useCreateCall, useUserCalls } from '../api/calls';
import { CallForm } from './call-form';
import { CallsTable } from './calls-table';

/** `/admin/user-calls/{id}`: log a call with the student; their calls below. */
export function UserCallsPage() {
  const { id = '' } = useParams();
  const student = useUser(id);
  const calls = useUserCalls(id);
  const create = useCreateCall();
  return (
    <AdminPage title={operationsMessages.ops.calls.userCallsTitle}>
      <StudentStrip user={student.data?.user} />
      <Card
        className="admin-form-card ops-section"
        title={operationsMessages.ops.calls.newCall}
        size="small"
      >
        <CallForm
          submitting={create.isPending}
          onSubmit={(body) =>
            create.mutateAsync({ userId: id, body }).then(() => {
              toast.success(operationsMessages.ops.calls.created);
            })
          }
        />
      </Card>
      <AdminTableCard>
        <CallsTable
          calls={calls.data?.calls}
          loading={calls.isFetching}
          query={calls}
          showStudent={false}
          empty={operationsMessages.ops.user.noCalls}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
