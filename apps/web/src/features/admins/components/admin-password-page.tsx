import { adminPasswordBody } from '@sabora/contract';
import { Alert, Button, Card, Form, Input } from 'antd';
import { toast } from 'react-toastify';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { failedToLoad } from '@/lib/offline-query';
import { useSession } from '@/lib/session';
import { fieldRule } from '@/lib/zod-rule';
import { useAdminAccount, useSetAdminPassword } from '../api/admins';
import { signInAgain } from '../lib/self-change';
import { useSubmitOnce } from '@/lib/use-submit-once';

const copy = operationsMessages.ops.admins;

/** `/admin/admin-password/{id}`: a new password; the admin's sessions end. */
export function AdminPasswordPage() {
  const { id = '' } = useParams();
  const { admin: me } = useSession();
  const account = useAdminAccount(id);
  const change = useSetAdminPassword();
  const navigate = useNavigate();
  const submitOnce = useSubmitOnce(change.isPending);
  const self = id === me?._id;
  // Whose password it is comes first: a form without a name is not sent blind.
  if (failedToLoad(account)) {
    return (
      <AdminPage title={adminMessages.pages.adminPassword}>
        <LoadFailed onRetry={account.refetch} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={adminMessages.pages.adminPassword}>
      <Card className="admin-form-card">
        {account.data && (
          <p className="ops-muted">
            <bdi>{account.data.name}</bdi> — <bdi dir="ltr">{account.data.identifier}</bdi>
          </p>
        )}
        {self && <Alert type="warning" showIcon title={copy.selfWarning} className="ops-section" />}
        <Form<{ password: string }>
          layout="vertical"
          onFinish={(values) => {
            submitOnce(() =>
              change.mutate(
                { id, body: { password: values.password } },
                {
                  onSuccess: () => {
                    toast.success(copy.passwordChanged);
                    if (self) signInAgain();
                    else void navigate(`/admin/admins/${id}`);
                  },
                },
              ),
            );
          }}
          className="admin-form"
        >
          <Form.Item
            name="password"
            label={copy.newPassword}
            extra={copy.passwordHint}
            rules={[fieldRule(adminPasswordBody.shape.password)]}
          >
            <Input.Password dir="ltr" autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            {copy.changePassword}
          </Button>
        </Form>
      </Card>
    </AdminPage>
  );
}
