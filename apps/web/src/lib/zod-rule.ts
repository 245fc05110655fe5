import { hiddenCharactersMessage, textProblem } from '@sabora/contract';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { zodMessage } from './zod-message';

// Antd form rules built from the contract's schemas, so the form shows the
// exact Arabic messages the server would answer with.

/**
 * Validates one field's value with that field's schema, or with the schema
 * picked for the value (one login field takes a phone or an email). Text with
 * a control character or a broken one, which the API refuses whatever the
 * field (design.md "Hostile strings"), is refused here first, under the field,
 * since pasted it cannot be seen.
 */
export function fieldRule(schema: z.ZodType | ((value: unknown) => z.ZodType)): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (typeof value === 'string' && textProblem(value, Infinity) === 'characters')
        return Promise.reject(new Error(hiddenCharactersMessage));
      const pick = typeof schema === 'function' ? schema : () => schema;
      const message = zodMessage(pick(value), value);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/**
 * Validates the whole form with a refined schema and reports the issues on
 * `name`: the cross-field rules (confirmation, distinct phones) live there.
 */
export function formRule(
  schema: z.ZodType,
  name: string,
  extra: () => Record<string, unknown> = () => ({}),
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const values = { ...(getFieldsValue(true) as Record<string, unknown>), ...extra() };
      const result = schema.safeParse(values);
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === name);
      return issue ? Promise.reject(new Error(issue.message)) : Promise.resolve();
    },
  });
}

/**
 * Puts a failed whole-body parse back on the form's fields, so a rule that
 * only the full schema knows still shows under its field.
 */
export function showIssues<T>(form: FormInstance<T>, error: z.ZodError): void {
  const fields = error.issues.map((issue) => ({
    name: issue.path.filter((part) => typeof part !== 'symbol'),
    errors: [issue.message],
  }));
  form.setFields(fields as Parameters<FormInstance<T>['setFields']>[0]);
}
