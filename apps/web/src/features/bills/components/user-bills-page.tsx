import { PlusOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { StudentStrip } from '@/components/admin/student-strip';
import { ButtonLink } from '@/components/button-link';
import { operationsMessages } from '@/i18n/operations-messages';
import { useUser } from '@/lib/api/get-user';
import { useUserBills } from '../api/bills';
import { BillsTable } from './bills-table';

/** `/admin/user-bills/{id}`: every payment of one student. */
export function UserBillsPage() {
  const { id = '' } = useParams();
  const student = useUser(id);
  const bills = useUserBills(id);
  return (
    <AdminPage
      title={operationsMessages.ops.bills.userBillsTitle}
      actions={
        <ButtonLink type="primary" icon={<PlusOutlined />} to={`/admin/user-bill/${id}`}>
          {operationsMessages.ops.bills.newBill}
        </ButtonLink>
      }
    >
      <StudentStrip user={student.data?.user} />
      <AdminTableCard>
        <BillsTable
          bills={bills.data?.bills}
          loading={bills.isFetching}
          query={bills}
          showStudent={false}
          empty={operationsMessages.ops.user.noBills}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
