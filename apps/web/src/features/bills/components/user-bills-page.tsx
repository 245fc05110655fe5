import { PlusOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { StudentStrip } from '@/components/admin/student-strip';
import { ButtonLink } from '@/components/button-link';
import { messages } from '@/i18n/messages';
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
      title={messages.ops.bills.userBillsTitle}
      actions={
        <ButtonLink type="primary" icon={<PlusOutlined />} to={`/admin/user-bill/${id}`}>
          {messages.ops.bills.newBill}
        </ButtonLink>
      }
    >
      <StudentStrip user={student.data?.user} />
      <AdminTableCard>
        <BillsTable
          bills={bills.data?.bills}
          loading={bills.isFetching}
          showStudent={false}
          empty={messages.ops.user.noBills}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
