import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { LoginBody } from '@sabora/contract';
import { env } from '@/env';
import { messages } from '@/i18n/messages';
import { ApiError } from '@/lib/api-client';
import { DeviceChangeRequest } from './device-change-request';
import './login-refusal.css';

/**
 * Why the sign-in was refused, kept on the page. A 403 (the account is bound
 * to another device) is undone by support: the student asks for the change
 * here (`attempt` is the refused sign-in), or calls the numbers below.
 */
export function LoginRefusal({ error, attempt }: { error: unknown; attempt: LoginBody | null }) {
  if (!(error instanceof ApiError) || error.aborted) return null;
  const blocked = error.status === 403;
  return (
    <div className="login-refusal" role="alert" data-testid="login-refusal">
      <p className="login-refusal__message">{error.message}</p>
      {blocked && attempt && <DeviceChangeRequest error={error} attempt={attempt} />}
      {blocked && (
        <>
          <p className="login-refusal__help">{messages.auth.blockedHelp}</p>
          <div className="login-refusal__links">
            <a
              className="btn login-refusal__link"
              href={`https://wa.me/${env.supportWhatsapp}`}
              target="_blank"
              rel="noreferrer"
            >
              <WhatsAppOutlined /> <span>{messages.support.whatsapp}</span>
            </a>
            <a className="btn login-refusal__link" href={`tel:${env.supportPhone}`}>
              <PhoneOutlined /> <span>{messages.support.phone}</span>{' '}
              <bdi dir="ltr">{env.supportPhone}</bdi>
            </a>
          </div>
        </>
      )}
    </div>
  );
}
