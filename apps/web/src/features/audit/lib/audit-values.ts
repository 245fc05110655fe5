import {
  adminTypeLabels,
  attendanceTypeLabels,
  auditActionLabels,
  billMethodLabels,
  callDirectionLabels,
  callOutcomeLabels,
  callReasonLabels,
  deviceRequestStatusLabels,
  fieldLabels,
  governorateLabels,
  levelLabels,
} from '@sabora/contract';
import { messages } from '@/i18n/messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { formatMoney, formatSignedMoney } from '@/lib/format-money';

const ops = operationsMessages.ops;

// Enumerated fields show their Arabic label, as everywhere else.
const enumLabels: Record<string, Record<string, string>> = {
  level: levelLabels,
  governorate: governorateLabels,
  attendanceType: attendanceTypeLabels,
  method: billMethodLabels,
  direction: callDirectionLabels,
  reason: callReasonLabels,
  outcome: callOutcomeLabels,
  type: adminTypeLabels,
  requestStatus: deviceRequestStatusLabels,
};

const extraFieldLabels: Record<string, string> = {
  vip: 'VIP',
  frozen: 'موقوف',
  showHidden: 'يشوف المخفي',
  deviceBound: 'مربوط بجهاز',
  amount: ops.bills.amount,
  method: ops.bills.method,
  note: ops.bills.note,
  direction: ops.calls.direction,
  reason: ops.calls.reason,
  outcome: ops.calls.outcome,
  followUpAt: ops.calls.followUpAt,
  type: ops.admins.type,
  student: ops.bills.student,
  lastLoginAt: ops.users.columns.lastLogin,
};

const timeFields = new Set([
  'followUpAt',
  'lastLoginAt',
  'showDate',
  'startTime',
  'endTime',
  'expiresAt',
  'disabledAt',
]);

export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

export function auditFieldLabel(field: string): string {
  return extraFieldLabels[field] ?? fieldLabels[field] ?? field;
}

/** A student's course and how long it is theirs, as the student page says it. */
function courseAccess(
  item: { course?: unknown; until?: unknown },
  titles: ReadonlyMap<string, string>,
): string {
  const id = String(item.course);
  const title = titles.get(id) ?? id.slice(0, 8);
  return typeof item.until === 'number'
    ? `${title} (${ops.user.accessUntil(formatDate(item.until))})`
    : title;
}

/** One before/after value as a short Arabic text; `titles` names ids (courses). */
export function auditValue(
  field: string,
  value: unknown,
  titles: ReadonlyMap<string, string> = new Map(),
): string {
  if (value === null || value === undefined || value === '') return ops.none;
  if (typeof value === 'boolean') return value ? messages.common.yes : messages.common.no;
  if (typeof value === 'number' && timeFields.has(field)) return formatDate(value);
  // A bill's amount, or a wallet adjustment's, which may take money out.
  if (typeof value === 'number' && field === 'amount') {
    return value < 0 ? formatSignedMoney(value) : formatMoney(value);
  }
  if (typeof value === 'string') return enumLabels[field]?.[value] ?? titles.get(value) ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return ops.none;
    return value
      .map((item) => {
        if (typeof item === 'string') return titles.get(item) ?? item.slice(0, 8);
        if (item && typeof item === 'object' && 'title' in item) return String(item.title);
        if (item && typeof item === 'object' && 'course' in item) return courseAccess(item, titles);
        return JSON.stringify(item);
      })
      .join('، ');
  }
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}
