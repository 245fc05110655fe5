import type { AuditChanges } from '@sabora/contract';
import { auditFieldLabel, auditValue } from '../lib/audit-values';
import './audit-changes.css';

/** Each changed field: label, before → after (a create shows only the after). */
export function AuditChangesList({
  changes,
  titles,
}: {
  changes: AuditChanges;
  titles?: ReadonlyMap<string, string>;
}) {
  const isEmpty = (value: unknown) =>
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0);
  // A create lists every field; the empty ones (no note) only add noise.
  const entries = Object.entries(changes).filter(
    ([, { before, after }]) => !(isEmpty(before) && isEmpty(after)),
  );
  if (entries.length === 0) return null;
  return (
    <ul className="ops-changes">
      {entries.map(([field, { before, after }]) => (
        <li key={field}>
          <span className="ops-changes__field">{auditFieldLabel(field)}:</span>{' '}
          {before !== null && before !== undefined && (
            <>
              <del className="ops-changes__before">
                <bdi>{auditValue(field, before, titles)}</bdi>
              </del>
              <span className="ops-changes__arrow" aria-hidden>
                {' ← '}
              </span>
            </>
          )}
          <ins className="ops-changes__after">
            <bdi>{auditValue(field, after, titles)}</bdi>
          </ins>
        </li>
      ))}
    </ul>
  );
}
