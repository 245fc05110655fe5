import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { adminTypeLabels } from '@sabora/contract';
import { Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { ButtonLink } from '@/components/button-link';
import { messages } from '@/i18n/messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { failedToLoad } from '@/lib/offline-query';
import { useSession } from '@/lib/session';
import { useAdminAccount, useDeleteAdmin } from '../api/admins';
import { signInAgain } from '../lib/self-change';
import { RowActions } from '@/components/admin/row-actions';

const copy = operationsMessages.ops.admins;

/** `/admin/admins/{id}`: one admin, with edit, password and delete. */
export function AdminViewPage() {
  const { id = '' } = useParams();
  const { admin: me } = useSession();
  const account = useAdminAccount(id);
  const remove = useDeleteAdmin();
  const navigate = useNavigate();
  const admin = account.data;

  if (failedToLoad(account)) {
    return (
      <AdminPage title={copy.view}>
        <LoadFailed onRetry={account.refetch} />
      </AdminPage>
    );
  }
  if (account.isError) {
    return <Result status="404" title={copy.notFound} />;
  }
  return (
    <AdminPage
      title={copy.view}
      actions={
        admin && (
          <div className="ops-actions">
            <ButtonLink icon={<EditOutlined />} to={`/admin/admin-form/${id}`}>
              {messages.common.edit}
            </ButtonLink>
            <ButtonLink icon={<KeyOutlined />} to={`/admin/admin-password/${id}`}>
              {copy.changePassword}
            </ButtonLink>
            <RowActions
              deleting={remove.isPending}
              onDelete={() => {
                remove.mutate(id, {
                  onSuccess: () => {
                    if (id === me?._id) signInAgain();
                    else void navigate('/admin/admins', { replace: true });
                  },
                });
              }}
            />
          </div>
        )
      }
    >
      <Card className="admin-form-card">
        {admin ? (
          <Descriptions
            column={1}
            items={[
              {
                key: 'name',
                label: copy.name,
                children: (
                  <>
                    <bdi>{admin.name}</bdi>
                    {admin._id === me?._id && <Tag className="ops-you">{copy.you}</Tag>}
                  </>
                ),
              },
              {
                key: 'identifier',
                label: copy.identifier,
                children: <bdi dir="ltr">{admin.identifier}</bdi>,
              },
              {
                key: 'type',
                label: copy.type,
                children: (
                  <Tag color={admin.type === 'main' ? 'green' : 'blue'}>
                    {adminTypeLabels[admin.type]}
                  </Tag>
                ),
              },
              {
                key: 'updatedAt',
                label: copy.updatedAt,
                children: <bdi>{formatDate(admin.updatedAt)}</bdi>,
              },
            ]}
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </AdminPage>
  );
}
