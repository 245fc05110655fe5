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
} from '@sabora/contract';
import type { SignupBody } from '@sabora/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { messages } from '@/i18n/messages';
import { deviceHash, readDeviceDetails } from '@/lib/device';
import { phoneDigits } from '@/lib/phone';
import { safeReturnPath } from '@/lib/return-path';
import { zodMessage } from '@/lib/zod-message';
import { useSignup } from '../api/signup';
import { AuthCard } from './auth-card';
import { useSubmitOnce } from '@/lib/use-submit-once';

type RegisterValues = Omit<SignupBody, 'hash' | 'device'>;
type RegisterField = keyof RegisterValues;
type FormValues = { [K in RegisterField]: RegisterValues[K] | '' };
type RegisterErrors = Partial<Record<RegisterField, string>>;

const fieldLabels = messages.fields;
const fieldOrder: RegisterField[] = [
  'name',
  'phone',
  'password',
  'confirmPassword',
  'fatherPhone',
  'level',
  'governorate',
  'attendanceType',
];
// A field whose rule also reads another one is checked again when that one changes.
const dependents: Partial<Record<RegisterField, RegisterField>> = {
  password: 'confirmPassword',
  phone: 'fatherPhone',
};

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

// An emptied field reads as never filled, so it gets the "مطلوب" message.
const filled = (values: FormValues, hash: string) =>
  Object.fromEntries([
    ...Object.entries(values).map(([name, value]) => [name, value === '' ? undefined : value]),
    ['hash', hash],
  ]);

/**
 * The field's own rule first; the whole-form rule then adds only cross-field
 * issues (confirmation, distinct phones). Both are the contract's, so the page
 * shows the exact Arabic the server would answer with.
 */
function fieldError(name: RegisterField, values: FormValues, hash: string): string | undefined {
  const body = filled(values, hash);
  return (
    zodMessage(signupFields.shape[name], body[name]) ??
    signupBody.safeParse(body).error?.issues.find((issue) => issue.path[0] === name)?.message
  );
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The card's QR sends a new student here through sign-in; they come back to the wallet.
  const returnTo = safeReturnPath(params.get('next'));
  const signup = useSignup();
  const submitOnce = useSubmitOnce(signup.isPending);
  // Computed once: the same hash validates the form and goes to the server.
  const [hash] = useState(deviceHash);
  const [values, setValues] = useState<FormValues>({
    name: '',
    phone: '',
    password: '',
    confirmPassword: '',
    fatherPhone: '',
    governorate: '',
    ...signupDefaults,
  });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());

  const change = (name: RegisterField, value: string) => {
    const next = { ...values, [name]: value };
    const dependent = dependents[name];
    setValues(next);
    setTouched(new Set(touched).add(name));
    setErrors({
      ...errors,
      [name]: fieldError(name, next, hash),
      ...(dependent && touched.has(dependent)
        ? { [dependent]: fieldError(dependent, next, hash) }
        : {}),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = Object.fromEntries(
      fieldOrder.map((name) => [name, fieldError(name, values, hash)]),
    ) as RegisterErrors;
    setErrors(found);
    setTouched(new Set(fieldOrder));
    const invalid = fieldOrder.find((name) => found[name]);
    if (invalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const body = signupBody.parse({ ...filled(values, hash), device: readDeviceDetails() });
    submitOnce(() =>
      signup.mutate(body, { onSuccess: () => void navigate(returnTo ?? '/', { replace: true }) }),
    );
  };

  const text = (name: RegisterField) => ({
    name,
    label: fieldLabels[name],
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      change(name, value);
    },
  });
  const phone = (name: RegisterField) => ({
    ...text(name),
    onChange: (value: string) => {
      change(name, phoneDigits(value));
    },
  });

  return (
    <AuthCard
      title={messages.auth.registerTitle}
      subtitle={messages.auth.registerSubtitle}
      footer={
        <>
          {messages.auth.haveAccount}{' '}
          <Link to={returnTo ? `/login?next=${encodeURIComponent(returnTo)}` : '/login'}>
            {messages.auth.goToLogin}
          </Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit} data-testid="register-form">
        <TextField {...text('name')} autoComplete="name" maxLength={80} />
        {/* No maxLength: a pasted "010 1234 5678" would be cut before its spaces are dropped. */}
        <TextField
          {...phone('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={messages.auth.phoneHint}
        />
        {/* Typed as it is: a letter dropped from a hidden field would change the password unseen. */}
        <TextField
          {...text('password')}
          password
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={64}
          hint={messages.auth.passwordHint}
        />
        <TextField
          {...text('confirmPassword')}
          password
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={64}
        />
        <TextField {...phone('fatherPhone')} type="tel" inputMode="tel" autoComplete="off" />
        <SelectField
          {...text('level')}
          value={values.level}
          options={choices(levels, levelLabels)}
        />
        <SelectField
          {...text('governorate')}
          value={values.governorate}
          options={choices(governorates, governorateLabels)}
        />
        <SelectField
          {...text('attendanceType')}
          value={values.attendanceType}
          options={choices(attendanceTypes, attendanceTypeLabels)}
        />
        <Alert className="auth-card__notice" type="info" title={messages.auth.deviceHint} />
        <Button type="submit" variant="primary" size="large" block loading={signup.isPending}>
          {messages.auth.registerSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
