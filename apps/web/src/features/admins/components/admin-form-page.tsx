import { adminCreateBody, adminPatchBody, adminTypeLabels, adminTypes } from '@sabora/contract';
import type { Admin, AdminType } from '@sabora/contract';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { toast } from 'react-toastify';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { ChoiceSelect } from '@/components/form/choice-select';
import { messages } from '@/i18n/messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { failedToLoad } from '@/lib/offline-query';
import { useSession } from '@/lib/session';
import { showServerErrors } from '@/lib/server-errors';
import { fieldRule, showIssues } from '@/lib/zod-rule';
import { useAdminAccount, useCreateAdmin, useUpdateAdmin } from '../api/admins';
import { signInAgain } from '../lib/self-change';
import { useSubmitOnce } from '@/lib/use-submit-once';

const copy = operationsMessages.ops.admins;

interface AdminFormValues {
  name: string;
  identifier: string;
  type?: AdminType;
  password?: string;
}

function AdminForm({ admin }: { admin?: Admin }) {
  const [form] = Form.useForm<AdminFormValues>();
  const { admin: me } = useSession();
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const submitOnce = useSubmitOnce(create.isPending || update.isPending);
  const navigate = useNavigate();
  const editingSelf = admin !== undefined && admin._id === me?._id;

  const finish = (values: AdminFormValues) => {
    if (admin) {
      const parsed = adminPatchBody.safeParse({
        name: values.name,
        identifier: values.identifier,
        type: values.type,
      });
      if (!parsed.success) {
        showIssues(form, parsed.error);
        return;
      }
      const body = parsed.data;
      submitOnce(() =>
        update.mutate(
          { id: admin._id, body },
          {
            onSuccess: (saved) => {
              toast.success(messages.common.saved);
              // Your own record moved its updatedAt: your token has ended.
              if (editingSelf) signInAgain();
              else void navigate(`/admin/admins/${saved._id}`);
            },
            // The schema is checked before sending: a 422 left is a taken e-mail,
            // a 409 the last main admin losing that type.
            onError: (error) => {
              showServerErrors(form, error, { 422: 'identifier', 409: 'type' });
            },
          },
        ),
      );
      return;
    }
    const parsed = adminCreateBody.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    const body = parsed.data;
    submitOnce(() =>
      create.mutate(body, {
        onSuccess: (saved) => {
          toast.success(copy.created);
          void navigate(`/admin/admins/${saved._id}`);
        },
        onError: (error) => {
          showServerErrors(form, error, { 422: 'identifier' });
        },
      }),
    );
  };

  return (
    <Form<AdminFormValues>
      form={form}
      layout="vertical"
      initialValues={
        admin
          ? { name: admin.name, identifier: admin.identifier, type: admin.type }
          : { name: '', identifier: '', type: 'secondary' }
      }
      onFinish={finish}
      className="admin-form"
      data-testid="admin-form"
    >
      {editingSelf && (
        <Alert type="warning" showIcon title={copy.selfWarning} className="ops-section" />
      )}
      <Form.Item name="name" label={copy.name} rules={[fieldRule(adminCreateBody.shape.name)]}>
        <Input dir="auto" maxLength={80} />
      </Form.Item>
      <Form.Item
        name="identifier"
        label={copy.identifier}
        rules={[fieldRule(adminCreateBody.shape.identifier)]}
      >
        <Input dir="ltr" inputMode="email" autoComplete="off" maxLength={120} />
      </Form.Item>
      <Form.Item name="type" label={copy.type} rules={[fieldRule(adminCreateBody.shape.type)]}>
        <ChoiceSelect<AdminType>
          label={copy.type}
          options={adminTypes.map((type) => ({ value: type, label: adminTypeLabels[type] }))}
        />
      </Form.Item>
      {!admin && (
        <Form.Item
          name="password"
          label={copy.password}
          extra={copy.passwordHint}
          rules={[fieldRule(adminCreateBody.shape.password)]}
        >
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={create.isPending || update.isPending}
        data-testid="admin-save"
      >
        {messages.common.save}
      </Button>
    </Form>
  );
}

/** `/admin/admin-form` (new) and `/admin/admin-form/{id}` (edit). */
export function AdminFormPage() {
  const { id } = useParams();
  const account = useAdminAccount(id);
  return (
    <AdminPage title={id ? copy.editAdmin : copy.newAdmin}>
      <Card className="admin-form-card">
        {id && failedToLoad(account) ? (
          <LoadFailed onRetry={account.refetch} />
        ) : id && !account.data ? (
          <Skeleton active />
        ) : (
          <AdminForm key={id ?? 'new'} admin={account.data} />
        )}
      </Card>
    </AdminPage>
  );
}
