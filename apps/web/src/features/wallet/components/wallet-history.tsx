import { walletEntryKindLabels } from '@sabora/contract';
import type { WalletEntry } from '@sabora/contract';
import { messages } from '@/i18n/messages';
import { formatDateUnbroken } from '@/lib/format-date';
import { formatMoney, formatSignedMoney } from '@/lib/format-money';
import './wallet-history.css';

const copy = messages.studentWallet;

/** The ledger's lines, newest first: what, for which course, when; the amount and the balance after. */
export function WalletHistory({ entries }: { entries: WalletEntry[] }) {
  return (
    <ul className="wallet-history" data-testid="wallet-history">
      {entries.map((entry) => (
        <li key={entry._id} className="wallet-history__row" data-testid="wallet-entry">
          <div className="wallet-history__what">
            <span className="wallet-history__kind">{walletEntryKindLabels[entry.kind]}</span>
            {entry.course && (
              <span className="wallet-history__course">
                {copy.forCourse}: <bdi>{entry.course.title}</bdi>
              </span>
            )}
            {/* A purchase notes its course's title, kept for when the course is deleted. */}
            {entry.note && entry.note !== entry.course?.title && (
              <span className="wallet-history__note">
                <bdi>{entry.note}</bdi>
              </span>
            )}
            {/* When money moved is the phone's time, as every other event's time (decision 0149). */}
            <span className="wallet-history__date">
              <bdi>{formatDateUnbroken(entry.createdAt)}</bdi>
            </span>
          </div>
          <div className="wallet-history__money">
            <span
              className={`wallet-history__amount wallet-history__amount--${
                entry.amount < 0 ? 'out' : 'in'
              }`}
            >
              {formatSignedMoney(entry.amount)}
            </span>
            <span className="wallet-history__after">
              {copy.balanceAfter} <bdi>{formatMoney(entry.balanceAfter)}</bdi>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
