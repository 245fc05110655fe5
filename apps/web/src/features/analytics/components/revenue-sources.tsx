import { apiPaths } from '@sabora/contract';
import type { Analytics } from '@sabora/contract';
import { Card, Statistic } from 'antd';
import { ExportButtons } from '@/components/admin/export-buttons';
import { operationsMessages } from '@/i18n/operations-messages';
import { downloadFile } from '@/lib/download-file';
import { useCan } from '@/lib/permissions';

const copy = operationsMessages.ops.analytics;

interface RevenueSourcesProps {
  sources: Analytics['revenue']['sources'];
  /** The page's period, for the ledger export. */
  range: { from?: number | undefined; to?: number | undefined };
}

/**
 * Where the period's money came from: codes and payments are money received,
 * purchases are wallets spent. The ledger export sits here, beside its sums.
 */
export function RevenueSources({ sources, range }: RevenueSourcesProps) {
  const exportsLedger = useCan('wallet.ledger');
  const figures = [
    { key: 'received', title: copy.received, ...sources.received },
    { key: 'codes', title: copy.codes, ...sources.codes },
    { key: 'payments', title: copy.payments, ...sources.payments },
    { key: 'purchases', title: copy.purchases, ...sources.purchases },
  ];
  return (
    <Card size="small" className="ops-section" title={copy.sources} data-testid="revenue-sources">
      <p className="ops-muted">{copy.sourcesHint}</p>
      <div className="ops-stats">
        {figures.map((figure) => (
          <Card size="small" key={figure.key} data-testid={`source-${figure.key}`}>
            <Statistic
              title={figure.title}
              value={figure.amount}
              precision={Number.isInteger(figure.amount) ? 0 : 2}
              suffix={operationsMessages.ops.currency}
            />
            <span className="ops-muted">{copy.operations(figure.count)}</span>
          </Card>
        ))}
      </div>
      {exportsLedger && (
        // In the body, not the card's header: on a phone the header has no room beside the title.
        <div className="ops-sources__export">
          <span className="ops-muted">{operationsMessages.ops.wallet.exportLedger}</span>
          <ExportButtons
            testId="ledger-export"
            onExport={(format) =>
              downloadFile(
                apiPaths.adminWalletEntriesExport,
                { ...range, format },
                operationsMessages.ops.wallet.exportFileName,
              )
            }
          />
        </div>
      )}
    </Card>
  );
}
