import { ChoiceSelect } from '@/components/form/choice-select';
import { operationsMessages } from '@/i18n/operations-messages';
import { useAdmins } from '@/lib/api/get-admins';
import { useCan } from '@/lib/permissions';
import { clearable } from '@/lib/clearable';

/**
 * Filter a list by the admin who recorded it. Only the main admin may list
 * admins (a secondary admin gets 403), so for a secondary admin it is not shown.
 */
export function AdminFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const listsAdmins = useCan('admins.manage');
  const admins = useAdmins(listsAdmins);
  if (!listsAdmins) return null;
  return (
    <ChoiceSelect<string>
      label={operationsMessages.ops.bills.admin}
      aria-label={operationsMessages.ops.bills.admin}
      allowClear={clearable}
      value={value}
      onChange={onChange}
      loading={admins.isLoading}
      options={(admins.data?.admins ?? []).map((item) => ({ value: item._id, label: item.name }))}
      className="ops-filter"
      data-testid="filter-admin"
    />
  );
}
