import {
  apiPaths,
  callDirectionLabels,
  callDirections,
  callReasonLabels,
  callReasons,
} from '@sabora/contract';
import type { CallDirection, CallReason } from '@sabora/contract';
import { Segmented } from 'antd';
import { AdminFilter } from '@/components/admin/admin-filter';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { DateRangeFilter } from '@/components/admin/date-range-filter';
import { ExportButtons } from '@/components/admin/export-buttons';
import { useTableParams } from '@/components/admin/use-table-params';
import { ChoiceSelect } from '@/components/form/choice-select';
import { useDateRange } from '@/hooks/use-date-range';
import { operationsMessages } from '@/i18n/operations-messages';
import { operationsDefaultPreset } from '@/lib/date-presets';
import { downloadFile } from '@/lib/download-file';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useNow } from '@/lib/use-now';
import { useCalls } from '../api/calls';
import { CallsTable } from './calls-table';
import './calls-page.css';
import { clearable } from '@/lib/clearable';

const copy = operationsMessages.ops.calls;

function pick<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return (values as readonly (string | undefined)[]).includes(value) ? (value as T) : undefined;
}

/**
 * `/admin/calls`: calls of a period, or (second tab) every follow-up whose
 * time has come — the list an assistant works through to call students back.
 */
export function CallsPage() {
  const table = useTableParams(['direction', 'reason', 'adminId', 'followUpDue'] as const);
  const dates = useDateRange(operationsDefaultPreset);
  const due = table.filters.followUpDue === 'true';
  const direction = pick(callDirections, table.filters.direction);
  const reason = pick(callReasons, table.filters.reason);
  const now = useNow();
  const filters = {
    // Follow-ups due are due whenever the call was logged, so no range there.
    ...(due ? { followUpDue: 'true' as const } : dates.range),
    direction,
    reason,
    adminId: table.filters.adminId,
  };
  const calls = useCalls({ ...filters, page: table.page, pageSize: defaultPageSize });

  return (
    <AdminPage
      title={copy.title}
      actions={
        <ExportButtons
          testId="calls-export"
          onExport={(format) =>
            downloadFile(apiPaths.adminCallsExport, { ...filters, format }, copy.exportFileName)
          }
        />
      }
    >
      <Segmented<'all' | 'due'>
        aria-label={copy.tabsLabel}
        className="ops-tabs"
        value={due ? 'due' : 'all'}
        onChange={(value) => {
          table.setFilter('followUpDue', value === 'due' ? 'true' : undefined);
        }}
        options={[
          { value: 'all', label: copy.all },
          { value: 'due', label: copy.followUpDue },
        ]}
        data-testid="calls-tabs"
      />
      <AdminTableCard
        toolbar={
          <>
            {!due && <DateRangeFilter state={dates} />}
            <ChoiceSelect<CallDirection>
              label={copy.direction}
              aria-label={copy.direction}
              allowClear={clearable}
              value={direction}
              onChange={(value) => {
                table.setFilter('direction', value);
              }}
              options={callDirections.map((value) => ({
                value,
                label: callDirectionLabels[value],
              }))}
              className="ops-filter"
            />
            <ChoiceSelect<CallReason>
              label={copy.reason}
              aria-label={copy.reason}
              allowClear={clearable}
              value={reason}
              onChange={(value) => {
                table.setFilter('reason', value);
              }}
              options={callReasons.map((value) => ({ value, label: callReasonLabels[value] }))}
              className="ops-filter"
            />
            <AdminFilter
              value={table.filters.adminId}
              onChange={(value) => {
                table.setFilter('adminId', value);
              }}
            />
          </>
        }
      >
        <CallsTable
          calls={calls.data?.calls}
          loading={calls.isFetching}
          query={calls}
          now={now}
          empty={due ? copy.emptyDue : copy.empty}
          pagination={tablePagination({
            page: table.page,
            total: calls.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
