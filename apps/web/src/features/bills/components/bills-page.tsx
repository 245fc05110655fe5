import { apiPaths, billMethodLabels, billMethods } from '@sabora/contract';
import type { BillMethod } from '@sabora/contract';
import { Card, Statistic } from 'antd';
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
import { failedToLoad } from '@/lib/offline-query';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useCan } from '@/lib/permissions';
import { useBills } from '../api/bills';
import { BillsTable } from './bills-table';
import { clearable } from '@/lib/clearable';

const copy = operationsMessages.ops.bills;

function isMethod(value: string | undefined): value is BillMethod {
  return (billMethods as readonly (string | undefined)[]).includes(value);
}

/** `/admin/bills`: payments of a period; the main admin also sees the period's total. */
export function BillsPage() {
  const seesTotal = useCan('bills.total');
  const exports = useCan('bills.export');
  const table = useTableParams(['method', 'adminId'] as const);
  const dates = useDateRange(operationsDefaultPreset);
  const method = isMethod(table.filters.method) ? table.filters.method : undefined;
  const filters = { ...dates.range, method, adminId: table.filters.adminId };
  const bills = useBills({ ...filters, page: table.page, pageSize: defaultPageSize });
  // A list that never arrived has no sums: "0 payments" above "no internet" would be untrue,
  // so the figures show only with this list's own answer, as the total always did.
  const summary = failedToLoad(bills) ? undefined : bills.data;
  const total = summary?.total;
  // Design: a secondary admin never sees totals; the API sends null, the UI mirrors it.
  const showTotal = seesTotal && total !== null && total !== undefined;

  return (
    <AdminPage
      title={copy.title}
      actions={
        // A file of the payments is their total one sum away: the main admin's, as the total is.
        exports && (
          <ExportButtons
            testId="bills-export"
            onExport={(format) =>
              downloadFile(apiPaths.adminBillsExport, { ...filters, format }, copy.exportFileName)
            }
          />
        )
      }
    >
      {summary && (
        <div className="ops-stats">
          {showTotal && (
            <Card size="small" data-testid="bills-total">
              <Statistic
                title={copy.total}
                value={total}
                suffix={operationsMessages.ops.currency}
              />
            </Card>
          )}
          <Card size="small" data-testid="bills-count">
            <Statistic title={copy.count} value={summary.count} />
          </Card>
        </div>
      )}
      <AdminTableCard
        toolbar={
          <>
            <DateRangeFilter state={dates} />
            <ChoiceSelect<BillMethod>
              label={copy.method}
              aria-label={copy.method}
              allowClear={clearable}
              value={method}
              onChange={(value) => {
                table.setFilter('method', value);
              }}
              options={billMethods.map((item) => ({ value: item, label: billMethodLabels[item] }))}
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
        <BillsTable
          bills={bills.data?.bills}
          loading={bills.isFetching}
          query={bills}
          pagination={tablePagination({
            page: table.page,
            total: bills.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
