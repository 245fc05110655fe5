import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { adminLoginBody, isAdminIdentifier, loginBody, toLatinDigits } from '@sabora/contract';
import type { LoginBody } from '@sabora/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { messages } from '@/i18n/messages';
import { deviceHash, readDeviceDetails } from '@/lib/device';
import { safeReturnPath } from '@/lib/return-path';
import { zodMessage } from '@/lib/zod-message';
import { useAdminLogin } from '../api/admin-login';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { LoginRefusal } from './login-refusal';
import './login-page.css';

interface LoginValues {
  identifier: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// One field takes a student's phone or an admin's e-mail.
const identifierError = (value: string) =>
  zodMessage(
    isAdminIdentifier(value) ? adminLoginBody.shape.identifier : loginBody.shape.phone,
    value,
  );
const passwordError = (value: string) => zodMessage(loginBody.shape.password, value);

export function LoginPage() {
  const navigate = useNavigate();
  // A page that asked for sign-in first (the card's QR link) is where a student goes back.
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('next'));
  const studentLogin = useLogin();
  const adminLogin = useAdminLogin();
  const [values, setValues] = useState<LoginValues>({ identifier: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // The last student sign-in sent: a wrong-device refusal asks for the change with it.
  const [attempt, setAttempt] = useState<LoginBody | null>(null);
  // Students type digits: the phone keyboard unless an admin asks for letters
  // (or the field already holds an e-mail, from a password manager).
  const [emailChosen, setEmailChosen] = useState(false);
  const emailMode = emailChosen || isAdminIdentifier(values.identifier);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: LoginErrors = {
      identifier: identifierError(values.identifier),
      password: passwordError(values.password),
    };
    setErrors(found);
    const invalid = (['identifier', 'password'] as const).find((name) => found[name]);
    if (invalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const { identifier, password } = values;
    if (isAdminIdentifier(identifier)) {
      adminLogin.mutate(
        { identifier, password },
        {
          onSuccess: () =>
            void navigate(returnTo?.startsWith('/admin') ? returnTo : '/admin', { replace: true }),
        },
      );
    } else {
      const body = {
        phone: identifier,
        password,
        hash: deviceHash(),
        device: readDeviceDetails(),
      };
      setAttempt(body);
      studentLogin.mutate(body, {
        onSuccess: () => void navigate(returnTo ?? '/', { replace: true }),
      });
    }
  };

  return (
    <AuthCard
      title={messages.auth.loginTitle}
      subtitle={emailMode ? messages.auth.adminLoginSubtitle : messages.auth.loginSubtitle}
      footer={
        <>
          {messages.auth.noAccount}{' '}
          <Link to={returnTo ? `/register?next=${encodeURIComponent(returnTo)}` : '/register'}>
            {messages.auth.createAccount}
          </Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit} data-testid="login-form">
        <TextField
          name="identifier"
          label={messages.auth.identifier}
          prefix={<UserOutlined />}
          autoComplete="username"
          type={emailMode ? 'email' : 'tel'}
          inputMode={emailMode ? 'email' : 'tel'}
          dir={emailMode ? 'ltr' : undefined}
          value={values.identifier}
          error={errors.identifier}
          onChange={(typed) => {
            // A phone typed on an Arabic keyboard shows as the sign-up form shows it.
            const identifier =
              emailChosen || isAdminIdentifier(typed) ? typed : toLatinDigits(typed);
            setValues({ ...values, identifier });
          }}
          onBlur={() => {
            setErrors({ ...errors, identifier: identifierError(values.identifier) });
          }}
        />
        <TextField
          name="password"
          label={messages.auth.password}
          prefix={<LockOutlined />}
          password
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(password) => {
            setValues({ ...values, password });
            setErrors({ ...errors, password: passwordError(password) });
          }}
        />
        <button
          type="button"
          className="link-toggle login-form__mode"
          onClick={() => {
            setEmailChosen(!emailMode);
            setValues({ ...values, identifier: '' });
            setErrors({ ...errors, identifier: undefined });
          }}
        >
          {emailMode ? messages.auth.usePhone : messages.auth.useEmail}
        </button>
        {/* Keyed by the attempt: each refusal starts its device-change ask afresh. */}
        <LoginRefusal key={studentLogin.submittedAt} error={studentLogin.error} attempt={attempt} />
        <Button
          type="submit"
          variant="primary"
          size="large"
          block
          loading={studentLogin.isPending || adminLogin.isPending}
        >
          {messages.auth.loginSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
