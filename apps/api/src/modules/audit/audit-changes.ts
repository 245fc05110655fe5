import { hiddenAuditValue, type AuditChanges } from '@sabora/contract';

type Snapshot = Readonly<Record<string, unknown>>;

// The id is the entry's entityId; the times are the entry's own createdAt.
const ignored = new Set(['_id', 'createdAt', 'updatedAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs, each with its value before and after. */
export function changedFields(before: Snapshot, after: Snapshot): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignored.has(key) || same(before[key], after[key])) continue;
    changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return changes;
}

/** Every field of something created (null befores) or deleted (null afters). */
export function createdFields(after: Snapshot): AuditChanges {
  return changedFields({}, after);
}

export function deletedFields(before: Snapshot): AuditChanges {
  return changedFields(before, {});
}

/** A secret that changed: recorded as changed, never with its value or hash. */
export const hiddenChange = { before: hiddenAuditValue, after: hiddenAuditValue };
