import { Card } from 'antd';
import { toast } from 'react-toastify';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { StudentStrip } from '@/components/admin/student-strip';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { useCourseOptions } from '@/lib/api/course-options';
import { useUser } from '@/lib/api/get-user';
import { useCreateBill } from '../api/bills';
import { BillForm } from './bill-form';

const copy = operationsMessages.ops.bills;

/** `/admin/user-bill/{id}`: record a payment; its courses are activated at once. */
export function UserBillPage() {
  const { id = '' } = useParams();
  const student = useUser(id);
  const courses = useCourseOptions();
  const create = useCreateBill();
  const navigate = useNavigate();
  return (
    <AdminPage title={adminMessages.pages.userBill}>
      <StudentStrip user={student.data?.user} />
      <Card className="admin-form-card">
        <BillForm
          courseOptions={courses.data ?? []}
          studentLevel={student.data?.user.level}
          coursesLoading={courses.isLoading}
          submitting={create.isPending}
          onSubmit={(body) => {
            create.mutate(
              { userId: id, body },
              {
                onSuccess: (bill) => {
                  toast.success(
                    bill.toWallet
                      ? copy.createdToWallet
                      : bill.courses.length > 0
                        ? copy.createdWithCourses(bill.courses.length)
                        : copy.created,
                  );
                  void navigate(`/admin/users/${id}`);
                },
              },
            );
          }}
        />
      </Card>
    </AdminPage>
  );
}
