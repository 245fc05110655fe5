import { z } from 'zod';
import { fieldLabels } from './field-labels';

// Schemas word their own rules; this map words everything else (a wrong
// type, a missing field, an unknown value) so no English ever reaches a user.
function labelOf(path: readonly PropertyKey[] | undefined): string | undefined {
  const key = path?.findLast((part) => typeof part === 'string');
  return typeof key === 'string' ? (fieldLabels[key] ?? key) : undefined;
}

z.config({
  customError: (issue) => {
    // design.md "Read/write symmetry": a field the server does not take is named, never dropped.
    if (issue.code === 'unrecognized_keys') {
      return `الحقول دي مش بتتبعت هنا: ${issue.keys.join('، ')}`;
    }
    const label = labelOf(issue.path);
    if (!label) return 'البيانات المبعوتة مش صحيحة';
    if (issue.code === 'invalid_type' && issue.input === undefined) return `${label} مطلوب`;
    if (issue.code === 'too_big') return `${label} أطول من المسموح`;
    return `قيمة ${label} مش صحيحة`;
  },
});
