import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { adminTypeLabels } from '@sabora/contract';
import type { Admin } from '@sabora/contract';
import { Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { ButtonLink } from '@/components/button-link';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { useAdmins } from '@/lib/api/get-admins';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { useDeleteAdmin } from '../api/admins';
import { signInAgain } from '../lib/self-change';

const copy = operationsMessages.ops.admins;

/** `/admin/admins` (main admins only): every admin, main first. */
export function AdminsPage() {
  const { admin: me } = useSession();
  const admins = useAdmins();
  const remove = useDeleteAdmin();

  const columns: TableColumnsType<Admin> = [
    {
      key: 'name',
      title: copy.name,
      render: (_, admin) => (
        <Link to={`/admin/admins/${admin._id}`} className="admin-table__title">
          <bdi>{admin.name}</bdi>
          {admin._id === me?._id && <Tag className="ops-you">{copy.you}</Tag>}
        </Link>
      ),
    },
    {
      key: 'identifier',
      title: copy.identifier,
      render: (_, admin) => <bdi dir="ltr">{admin.identifier}</bdi>,
    },
    {
      key: 'type',
      title: copy.type,
      render: (_, admin) => (
        <Tag color={admin.type === 'main' ? 'green' : 'blue'}>{adminTypeLabels[admin.type]}</Tag>
      ),
    },
    {
      key: 'updatedAt',
      title: copy.updatedAt,
      render: (_, admin) => <bdi className="admin-table__date">{formatDate(admin.updatedAt)}</bdi>,
    },
    {
      key: 'actions',
      title: adminMessages.content.columns.actions,
      width: 132,
      render: (_, admin) => (
        <Space size={4}>
          <Tooltip title={copy.changePassword}>
            <ButtonLink
              size="small"
              icon={<KeyOutlined />}
              to={`/admin/admin-password/${admin._id}`}
              aria-label={copy.changePassword}
            />
          </Tooltip>
          <RowActions
            editTo={`/admin/admin-form/${admin._id}`}
            deleting={remove.isPending && remove.variables === admin._id}
            onDelete={() => {
              remove.mutate(admin._id, {
                onSuccess: () => {
                  if (admin._id === me?._id) signInAgain();
                },
              });
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={copy.title}
      actions={
        <ButtonLink type="primary" icon={<PlusOutlined />} to="/admin/admin-form">
          {copy.newAdmin}
        </ButtonLink>
      }
    >
      <AdminTableCard>
        <AdminTable<Admin>
          rowKey="_id"
          columns={columns}
          dataSource={admins.data?.admins}
          loading={admins.isFetching}
          query={admins}
          pagination={false}
          locale={{ emptyText: copy.empty }}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
