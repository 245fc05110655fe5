import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { env } from '@/env';
import { messages } from '@/i18n/messages';
import { ApiError } from '@/lib/api-client';
import './login-refusal.css';

/**
 * Why the sign-in was refused, kept on the page. A 403 (the account is bound
 * to another device) can only be undone by support, so its numbers are here.
 */
export function LoginRefusal({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || error.aborted) return null;
  const blocked = error.status === 403;
  return (
    <div className="login-refusal" role="alert" data-testid="login-refusal">
      <p className="login-refusal__message">{error.message}</p>
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
