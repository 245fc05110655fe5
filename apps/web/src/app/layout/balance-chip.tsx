import { WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { messages } from '@/i18n/messages';
import { formatMoney } from '@/lib/format-money';
import { useSession } from '@/lib/session';
import './balance-chip.css';

/** A signed-in student's balance in the header, at every width: a link to the wallet. */
export function BalanceChip() {
  const { user } = useSession();
  if (!user) return null;
  const amount = formatMoney(user.balance);
  return (
    <Link
      to="/wallet"
      className="balance-chip"
      aria-label={messages.studentWallet.headerBalance(amount)}
      data-testid="header-balance"
    >
      <WalletOutlined aria-hidden />
      <span>{amount}</span>
    </Link>
  );
}
