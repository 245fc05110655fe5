import type { FormInstance } from 'antd';
import { toast } from 'react-toastify';
import { ApiError } from './api-client';

/**
 * Shows a refused save (sent with `fieldErrors`) under the field it is about:
 * `fieldOf` names the field for a status (409 "this e-mail is taken" is the
 * e-mail's). What names no field is still said, as a toast.
 */
export function showServerErrors<T>(
  form: FormInstance<T>,
  error: unknown,
  fieldOf: Partial<Record<409 | 422, string>>,
): void {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 422)) return;
  const messages = error.data.length > 0 ? [...error.data] : [error.message];
  const field = fieldOf[error.status];
  if (!field) {
    for (const message of messages) toast.error(message);
    return;
  }
  form.setFields([{ name: field, errors: messages }] as Parameters<
    FormInstance<T>['setFields']
  >[0]);
  form.scrollToField(field, { block: 'center' });
}
