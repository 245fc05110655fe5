import { codesMessages } from '@/i18n/codes-messages';
import type { CreatedCodeBatchResponse } from '@sabora/contract';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { Alert } from '@/components/alert';
import { formatAmount } from '@/lib/format-number';
import { codesCsv, redeemLink, saveText } from '../lib/codes-csv';
import { expiryDay } from '../lib/expiry';
import { CodeCard } from './code-card';
import './code-cards.css';

const copy = codesMessages.codes.printed;

// 3 × 7 cards of 64 × 40 mm on an A4 page inside 8 mm margins.
const cardsPerPage = 21;
const previewCards = 6;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let at = 0; at < items.length; at += size) pages.push(items.slice(at, at + size));
  return pages;
}

/**
 * The one time a batch's codes are seen: a warning, the CSV, and the A4 sheet
 * of cards. The sheet is drawn outside the app (a portal on <body>) and only
 * in print, so printing yields the cards and nothing of the admin screen.
 */
export function PrintedBatch({
  created,
  onDone,
}: {
  created: CreatedCodeBatchResponse;
  onDone: () => void;
}) {
  const { batch, codes } = created;
  const origin = window.location.origin;
  const expiry = batch.expiresAt === null ? null : expiryDay(batch.expiresAt);
  const cards = useMemo(
    () =>
      codes.map(({ code, serial }) => (
        <CodeCard
          key={serial}
          code={code}
          serial={serial}
          amount={batch.amount}
          expiry={expiry}
          link={redeemLink(origin, code)}
        />
      )),
    [codes, batch.amount, expiry, origin],
  );

  const downloadCsv = () => {
    const day = new Date().toISOString().slice(0, 10);
    saveText(codesCsv(created, origin, expiryDay), codesMessages.codes.csv.fileName(day));
  };

  return (
    <section className="printed-batch" data-testid="printed-batch">
      <Alert type="warning" role="alert" title={copy.warning} data-testid="printed-warning" />
      <p className="printed-batch__summary">
        {copy.summary(codes.length, formatAmount(batch.amount))}
      </p>
      <div className="printed-batch__actions">
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => {
            window.print();
          }}
          data-testid="printed-print"
        >
          {copy.print}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={downloadCsv} data-testid="printed-csv">
          {copy.csv}
        </Button>
        <Button onClick={onDone} data-testid="printed-done">
          {copy.done}
        </Button>
      </div>
      <p className="printed-batch__preview-title">
        {copy.preview(Math.min(previewCards, codes.length), codes.length)}
      </p>
      <div className="code-sheet code-sheet--preview">{cards.slice(0, previewCards)}</div>
      {createPortal(
        <div className="code-print" data-testid="code-print">
          {chunks(cards, cardsPerPage).map((page, index) => (
            <div className="code-sheet code-sheet--page" key={index}>
              {page}
            </div>
          ))}
        </div>,
        document.body,
      )}
    </section>
  );
}
