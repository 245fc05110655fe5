import { WalletOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SkeletonText } from '@/components/catalogue-states';
import { Empty } from '@/components/empty';
import { Pagination } from '@/components/pagination';
import { Panel } from '@/components/panel';
import { Heading } from '@/components/typography';
import { usePageTitle } from '@/components/use-page-title';
import { messages } from '@/i18n/messages';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { pageFromSearch } from '@/lib/pagination';
import { useSession } from '@/lib/session';
import { saveBalance } from '@/lib/session-wallet';
import { useWallet } from '../api/get-wallet';
import { RedeemForm } from './redeem-form';
import { WalletHistory } from './wallet-history';
import './wallet-page.css';
import { OfflineNotSaved } from '@/components/offline-not-saved';
import { waitsForNetwork } from '@/lib/offline-query';

const copy = messages.studentWallet;

/**
 * `/wallet`: the balance, the redeem field (filled in from `?code=` when the
 * card's QR brought the student here) and the ledger, page by page.
 */
export function WalletPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const initialCode = params.get('code') ?? '';
  const wallet = useWallet(page);
  const { user } = useSession();
  usePageTitle(copy.title);
  // Until the ledger answers, the balance the session carries.
  const balance = wallet.data?.balance ?? user?.balance ?? 0;
  const fresh = wallet.data?.balance;
  // An admin's adjustment or a purchase in another tab: the header follows the ledger.
  useEffect(() => {
    if (fresh !== undefined) saveBalance(fresh);
  }, [fresh]);

  return (
    <div className="wallet-page">
      <Heading level={1} className="wallet-page__title">
        {copy.title}
      </Heading>
      <Panel className="wallet-page__balance" data-testid="wallet-balance">
        <WalletOutlined className="wallet-page__icon" aria-hidden />
        <span className="wallet-page__balance-label">{copy.balance}</span>
        <strong className="wallet-page__balance-amount">{formatMoney(balance)}</strong>
      </Panel>
      <Panel className="wallet-page__redeem">
        <Heading level={2} className="wallet-page__subtitle">
          {copy.redeemTitle}
        </Heading>
        <RedeemForm
          initialCode={initialCode}
          onRedeemed={() => {
            // The code is spent: a reload must not fill it in again.
            if (params.has('code')) {
              setParams(page === 1 ? {} : { page: String(page) }, { replace: true });
            }
          }}
        />
      </Panel>
      <section aria-labelledby="wallet-history-title">
        <Heading level={2} id="wallet-history-title" className="wallet-page__subtitle">
          {copy.historyTitle}
        </Heading>
        <History
          wallet={wallet}
          page={page}
          onPage={(next) => {
            setParams(next === 1 ? {} : { page: String(next) }, { replace: true });
          }}
        />
      </section>
    </div>
  );
}

function History({
  wallet,
  page,
  onPage,
}: {
  wallet: ReturnType<typeof useWallet>;
  page: number;
  onPage: (page: number) => void;
}) {
  if (waitsForNetwork(wallet)) return <OfflineNotSaved />;
  if (wallet.isPending) return <SkeletonText rows={4} />;
  if (wallet.isError) {
    const offline = wallet.error instanceof ApiError && wallet.error.status === null;
    return (
      <Alert
        type="error"
        role="alert"
        data-testid="wallet-error"
        title={offline ? copy.offline : copy.loadFailed}
        action={
          <Button
            size="small"
            onClick={() => {
              void wallet.refetch();
            }}
          >
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  const { entries, count } = wallet.data;
  if (count === 0) return <Empty text={copy.empty} data-testid="wallet-empty" />;
  return (
    <>
      <WalletHistory entries={entries} />
      <Pagination className="wallet-page__pagination" page={page} total={count} onChange={onPage} />
    </>
  );
}
