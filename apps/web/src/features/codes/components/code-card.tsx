import { codesMessages } from '@/i18n/codes-messages';
import { formatRechargeCode } from '@sabora/contract';
import { env } from '@/env';
import { formatCount } from '@/lib/format-number';
import { QrCode } from './qr-code';

const copy = codesMessages.codes.card;

interface CodeCardProps {
  code: string;
  serial: number;
  amount: number;
  /** Already written ("31/12/2026"), or null for no expiry. */
  expiry: string | null;
  link: string;
}

/** One printed card: brand, amount, expiry, the QR of the redeem link, the code in groups, serial. */
export function CodeCard({ code, serial, amount, expiry, link }: CodeCardProps) {
  return (
    <article className="code-card" data-testid="code-card">
      <header className="code-card__head">
        <span className="code-card__brand">{env.brandName}</span>
        <strong className="code-card__amount">{copy.amount(formatCount(amount))}</strong>
      </header>
      <div className="code-card__body">
        <QrCode value={link} label={copy.scan} />
        <div className="code-card__info">
          <span className="code-card__title">{copy.title}</span>
          <span>{expiry === null ? copy.noExpiry : copy.expires(expiry)}</span>
          <span className="code-card__hint">{copy.scan}</span>
        </div>
      </div>
      <bdi dir="ltr" className="code-card__code">
        {formatRechargeCode(code)}
      </bdi>
      <span className="code-card__serial">{copy.serial(String(serial))}</span>
    </article>
  );
}
