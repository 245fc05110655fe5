import { can, deviceRequestStatuses, deviceRequestStatusLabels } from '@sabora/contract';
import type { DeviceRequestStatus } from '@sabora/contract';
import { Empty, Pagination, Segmented, Spin } from 'antd';
import { AdminPage } from '@/components/admin/admin-page';
import { useTableParams } from '@/components/admin/use-table-params';
import { adminMessages } from '@/i18n/admin-messages';
import { defaultPageSize } from '@/lib/pagination';
import { useSession } from '@/lib/session';
import { useDeviceRequests } from '../api/device-requests';
import { DeviceChangeSettingsForm } from './device-change-settings-form';
import { DeviceRequestCard } from './device-request-card';
import './device-requests-page.css';

const copy = adminMessages.deviceRequests;
type Tab = DeviceRequestStatus | 'all';

function tabOf(value: string | undefined): Tab {
  if (value === 'all') return 'all';
  return (deviceRequestStatuses as readonly (string | undefined)[]).includes(value)
    ? (value as DeviceRequestStatus)
    : 'pending';
}

/**
 * `/admin/device-requests`: the queue assistants work through, pending first
 * by default; the main admin also sets the limit here, below the queue.
 */
export function DeviceRequestsPage() {
  const { admin } = useSession();
  const table = useTableParams(['status'] as const);
  const tab = tabOf(table.filters.status);
  const requests = useDeviceRequests({
    ...(tab === 'all' ? {} : { status: tab }),
    page: table.page,
    pageSize: defaultPageSize,
  });
  const mainAdmin = admin !== null && can(admin.type, 'device-changes.settings');
  const data = requests.data;

  return (
    <AdminPage title={copy.title}>
      {/* Assistants see the limit; the main admin sets it, under the queue. */}
      {data && !mainAdmin && (
        <p className="device-requests__limit">
          {copy.limitLine(data.settings.maxChanges, data.settings.periodDays)}
        </p>
      )}
      <Segmented<Tab>
        aria-label={copy.tabsLabel}
        className="ops-tabs"
        value={tab}
        onChange={(value) => {
          table.setFilter('status', value === 'pending' ? undefined : value);
        }}
        options={[
          ...deviceRequestStatuses.map((value) => ({
            value,
            label: deviceRequestStatusLabels[value],
          })),
          { value: 'all' as const, label: copy.all },
        ]}
        data-testid="device-requests-tabs"
      />
      <Spin spinning={requests.isFetching}>
        {data && data.requests.length === 0 ? (
          <Empty description={copy.empty} />
        ) : (
          <div className="device-requests__list">
            {data?.requests.map((request) => (
              <DeviceRequestCard
                key={request._id}
                request={request}
                settings={data.settings}
                mayOverride={admin !== null && can(admin.type, 'device-changes.override')}
              />
            ))}
          </div>
        )}
      </Spin>
      <Pagination
        className="device-requests__pages"
        current={table.page}
        total={data?.count ?? 0}
        pageSize={defaultPageSize}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={table.setPage}
      />
      {mainAdmin && data && (
        <DeviceChangeSettingsForm
          key={`${data.settings.maxChanges}/${data.settings.periodDays}`}
          settings={data.settings}
        />
      )}
    </AdminPage>
  );
}
