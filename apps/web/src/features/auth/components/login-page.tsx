import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { adminLoginBody, isAdminIdentifier, loginBody, toLatinDigits } from '@sabora/contract';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { messages } from '@/i18n/messages';
import { deviceHash } from '@/lib/device';
import { fieldRule } from '@/lib/zod-rule';
import { useAdminLogin } from '../api/admin-login';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';

interface LoginValues {
  identifier: string;
  password: string;
}

const identifierSchema = (value: unknown) =>
  typeof value === 'string' && isAdminIdentifier(value)
    ? adminLoginBody.shape.identifier
    : loginBody.shape.phone;

export function LoginPage() {
  const navigate = useNavigate();
  const studentLogin = useLogin();
  const adminLogin = useAdminLogin();

  const onFinish = ({ identifier, password }: LoginValues) => {
    if (isAdminIdentifier(identifier)) {
      adminLogin.mutate(
        { identifier, password },
        { onSuccess: () => void navigate('/admin', { replace: true }) },
      );
    } else {
      studentLogin.mutate(
        { phone: toLatinDigits(identifier.trim()), password, hash: deviceHash() },
        { onSuccess: () => void navigate('/', { replace: true }) },
      );
    }
  };

  return (
    <AuthCard
      title={messages.auth.loginTitle}
      subtitle={messages.auth.loginSubtitle}
      footer={
        <>
          {messages.auth.noAccount} <Link to="/register">{messages.auth.createAccount}</Link>
        </>
      }
    >
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        data-testid="login-form"
        size="large"
      >
        <Form.Item
          name="identifier"
          label={messages.auth.identifier}
          rules={[fieldRule(identifierSchema)]}
          validateTrigger="onBlur"
        >
          <Input prefix={<UserOutlined />} autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={messages.auth.password}
          rules={[fieldRule(loginBody.shape.password)]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={studentLogin.isPending || adminLogin.isPending}
        >
          {messages.auth.loginSubmit}
        </Button>
      </Form>
    </AuthCard>
  );
}
