import { WalletOutlined } from '@ant-design/icons';
import { Button, Card, Statistic } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '@/components/admin/load-failed';
import { usePageParam } from '@/components/admin/use-table-params';
import { operationsMessages } from '@/i18n/operations-messages';
import { failedToLoad } from '@/lib/offline-query';
import { tablePagination } from '@/lib/pagination';
import { useUserWallet } from '../api/get-user-wallet';
import { AdjustWalletDialog } from './adjust-wallet-dialog';
import { WalletEntriesTable } from './wallet-entries-table';
import './wallet-card.css';

const copy = operationsMessages.ops.wallet;
const pageSize = 5;

/** The student page's wallet: the balance, the latest lines, and "تعديل الرصيد". */
export function WalletCard({ userId, studentName }: { userId: string; studentName: string }) {
  // In the address, so a reload or Back from another screen keeps the ledger's page.
  const { page, setPage } = usePageParam('walletPage');
  const [adjusting, setAdjusting] = useState(false);
  const wallet = useUserWallet(userId, { page, pageSize });
  return (
    <Card
      size="small"
      className="ops-section admin-table-card"
      title={copy.title}
      extra={
        <Button
          size="small"
          icon={<WalletOutlined />}
          onClick={() => {
            setAdjusting(true);
          }}
          data-testid="adjust-wallet"
        >
          {copy.adjust}
        </Button>
      }
      data-testid="wallet-card"
    >
      {failedToLoad(wallet) ? (
        // A balance that never arrived is not 0 ج.م, nor an empty ledger.
        <LoadFailed compact onRetry={wallet.refetch} />
      ) : (
        <>
          <Statistic
            className="wallet-card__balance"
            title={copy.balance}
            value={wallet.data?.balance}
            precision={wallet.data && !Number.isInteger(wallet.data.balance) ? 2 : 0}
            suffix={operationsMessages.ops.currency}
            loading={wallet.isLoading}
            data-testid="wallet-balance"
          />
          <WalletEntriesTable
            entries={wallet.data?.entries}
            loading={wallet.isFetching}
            pagination={tablePagination({
              page,
              total: wallet.data?.count ?? 0,
              onChange: setPage,
              pageSize,
            })}
          />
        </>
      )}
      <AdjustWalletDialog
        userId={userId}
        studentName={studentName}
        open={adjusting}
        onClose={() => {
          setAdjusting(false);
        }}
      />
    </Card>
  );
}
