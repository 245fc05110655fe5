import {
  attendanceTypeLabels,
  attendanceTypes,
  governorateLabels,
  governorates,
  levelLabels,
  levels,
  signupBody,
  signupDefaults,
  signupFields,
  toLatinDigits,
} from '@sabora/contract';
import type { SignupBody } from '@sabora/contract';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { SelectProps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@/i18n/messages';
import { deviceHash } from '@/lib/device';
import { fieldRule, formRule } from '@/lib/zod-rule';
import { useSignup } from '../api/signup';
import { AuthCard } from './auth-card';
import { useSubmitOnce } from '@/lib/use-submit-once';

type RegisterValues = Omit<SignupBody, 'hash'>;
type RegisterField = keyof RegisterValues;

const fieldLabels = messages.fields;

// Passwords and phones are digits only; Arabic keyboards type ٠-٩.
const digitsOnly = (value: unknown) =>
  typeof value === 'string' ? toLatinDigits(value).replace(/\D/g, '') : value;

function selectOptions<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  label: string,
): SelectProps['options'] {
  return [
    { value: '', label: messages.common.choose(label), disabled: true },
    ...values.map((value) => ({ value, label: labels[value] })),
  ];
}

const levelOptions = selectOptions(levels, levelLabels, fieldLabels.level);
const governorateOptions = selectOptions(governorates, governorateLabels, fieldLabels.governorate);
const attendanceOptions = selectOptions(
  attendanceTypes,
  attendanceTypeLabels,
  fieldLabels.attendanceType,
);

export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const signup = useSignup();
  const submitOnce = useSubmitOnce(signup.isPending);
  // Computed once: the same hash validates the form and goes to the server.
  const [hash] = useState(deviceHash);

  // The field's own rule first; the whole-form rule then adds only cross-field issues.
  const validation = (name: RegisterField) => ({
    name,
    label: fieldLabels[name],
    validateFirst: true,
    rules: [fieldRule(signupFields.shape[name]), formRule(signupBody, name, () => ({ hash }))],
  });

  const onFinish = (values: RegisterValues) => {
    const body = { ...values, hash };
    const checked = signupBody.safeParse(body);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          name: issue.path[0] as RegisterField,
          errors: [issue.message],
        })),
      );
      return;
    }
    submitOnce(() =>
      signup.mutate(body, { onSuccess: () => void navigate('/', { replace: true }) }),
    );
  };

  const select = (
    name: 'level' | 'governorate' | 'attendanceType',
    options: SelectProps['options'],
  ) => (
    <Form.Item {...validation(name)}>
      <Select
        options={options}
        placeholder={messages.common.choose(fieldLabels[name])}
        showSearch={name === 'governorate' ? { optionFilterProp: 'label' } : false}
      />
    </Form.Item>
  );

  return (
    <AuthCard
      title={messages.auth.registerTitle}
      subtitle={messages.auth.registerSubtitle}
      footer={
        <>
          {messages.auth.haveAccount} <Link to="/login">{messages.auth.goToLogin}</Link>
        </>
      }
    >
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={signupDefaults}
        onFinish={onFinish}
        data-testid="register-form"
        size="large"
      >
        <Form.Item {...validation('name')}>
          <Input autoComplete="name" maxLength={80} />
        </Form.Item>
        <Form.Item {...validation('phone')} normalize={digitsOnly} extra={messages.auth.phoneHint}>
          {/* No maxLength: a pasted "010 1234 5678" would be cut before its spaces are dropped. */}
          <Input type="tel" inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          {...validation('password')}
          normalize={digitsOnly}
          extra={messages.auth.passwordHint}
        >
          <Input.Password inputMode="numeric" autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          {...validation('confirmPassword')}
          normalize={digitsOnly}
          dependencies={['password']}
        >
          <Input.Password inputMode="numeric" autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item {...validation('fatherPhone')} normalize={digitsOnly} dependencies={['phone']}>
          <Input type="tel" inputMode="tel" autoComplete="off" />
        </Form.Item>
        {select('level', levelOptions)}
        {select('governorate', governorateOptions)}
        {select('attendanceType', attendanceOptions)}
        <Alert
          className="auth-card__notice"
          type="info"
          showIcon
          title={messages.auth.deviceHint}
        />
        <Button type="primary" htmlType="submit" block loading={signup.isPending}>
          {messages.auth.registerSubmit}
        </Button>
      </Form>
    </AuthCard>
  );
}
