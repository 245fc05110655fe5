import { adminNote, hiddenCharactersMessage, signupBody, signupFields } from '@sabora/contract';
import type { FormInstance, RuleObject } from 'antd/es/form';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { fieldRule, formRule } from './zod-rule';

const hash = 'a'.repeat(64);
const validForm = {
  name: 'منى أحمد',
  phone: '01012345678',
  fatherPhone: '01112345678',
  password: '12345678',
  confirmPassword: '12345678',
  level: 'sec-1',
  governorate: 'cairo',
  attendanceType: 'online',
};

function resolve(rule: FormRule, values: Record<string, unknown> = {}): RuleObject {
  if (typeof rule !== 'function') return rule;
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  return rule(form);
}

async function errorOf(
  rule: FormRule,
  value: unknown,
  values?: Record<string, unknown>,
): Promise<string | null> {
  const { validator } = resolve(rule, values);
  try {
    await validator?.({}, value, () => undefined);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('fieldRule', () => {
  it("shows the contract's own Arabic message", async () => {
    expect(await errorOf(fieldRule(signupFields.shape.password), '12ab')).toBe(
      'كلمة السر لازم تكون أرقام بس',
    );
    expect(await errorOf(fieldRule(signupFields.shape.phone), '')).toBe('رقم الموبايل مطلوب');
  });

  it('passes a valid value, including Arabic-Indic digits', async () => {
    expect(await errorOf(fieldRule(signupFields.shape.phone), '٠١٠١٢٣٤٥٦٧٨')).toBeNull();
  });

  // An outsider's walk: a note with a pasted NUL was refused by the API in a toast, the
  // character unseen in the field.
  it.each([
    ['a NUL', 'اتصل\u0000 بيه'],
    ['a bidi override', 'ملاحظة \u202Eمقلوبة'],
    ['a lone surrogate', 'كلام \uD800 مكسور'],
  ])('refuses text with %s under its field, as the API would', async (_, note) => {
    expect(await errorOf(fieldRule(adminNote), note)).toBe(hiddenCharactersMessage);
  });

  it('keeps line breaks, tabs and the marks Arabic mixed with German needs', async () => {
    expect(await errorOf(fieldRule(adminNote), 'سطر\nسطر\tتاني \u200F(Hallo)')).toBeNull();
  });
});

describe('formRule', () => {
  const confirmRule = formRule(signupBody, 'confirmPassword', () => ({ hash }));

  it('reports a cross-field issue on its field', async () => {
    const values = { ...validForm, confirmPassword: '87654321' };
    expect(await errorOf(confirmRule, values.confirmPassword, values)).toBe(
      'تأكيد كلمة السر مش زي كلمة السر',
    );
  });

  it('ignores issues that belong to other fields', async () => {
    const values = { ...validForm, phone: '01112345678' };
    expect(await errorOf(confirmRule, values.confirmPassword, values)).toBeNull();
  });
});
