import type { AdminUser } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { StudentSearch } from '@/components/admin/student-search';
import { operationsMessages } from '@/i18n/operations-messages';
import { countToShow } from '@/lib/offline-query';
import { useUsers, usersQuery } from '../api/get-users';
import { userColumns } from './users-page';

const copy = operationsMessages.ops.dashboard;

const quickSearch = (search: string) => ({ search, page: 1, pageSize: 5 });

/** The admin home's student search: the first five found, Enter opens the only one. */
export function StudentQuickSearch() {
  const [search, setSearch] = useState('');
  const found = useUsers(quickSearch(search), search !== '');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Enter opens the student when the search finds exactly one (the same request the list makes).
  const openTheOnly = async (text: string) => {
    if (text === '') return;
    const { users } = await queryClient.fetchQuery(usersQuery(quickSearch(text)));
    const [only, ...others] = users;
    if (only && others.length === 0) void navigate(`/admin/users/${only._id}`);
  };

  return (
    <>
      <div className="ops-search-bar">
        <StudentSearch
          value=""
          onSearch={setSearch}
          onEnter={(text) => {
            openTheOnly(text).catch(() => undefined);
          }}
        />
      </div>
      {search !== '' && (
        <Card
          size="small"
          className="ops-section admin-table-card"
          title={copy.quickSearch}
          extra={
            <Link to={`/admin/users?search=${encodeURIComponent(search)}`}>
              {copy.allResults(countToShow(found))}
            </Link>
          }
        >
          <AdminTable<AdminUser>
            rowKey="_id"
            size="small"
            columns={userColumns}
            dataSource={found.data?.users}
            loading={found.isFetching}
            query={found}
            pagination={false}
            locale={{ emptyText: operationsMessages.ops.users.noResults }}
          />
        </Card>
      )}
    </>
  );
}
