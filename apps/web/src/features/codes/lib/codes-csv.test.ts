import { describe, expect, it } from 'vitest';
import { formatRechargeCode, normalizeRechargeCode } from '@sabora/contract';
import type { CreatedCodeBatchResponse } from '@sabora/contract';
import { codesCsv, redeemLink } from './codes-csv';
import { expiryDay } from './expiry';

const created: CreatedCodeBatchResponse = {
  batch: {
    _id: 'b1',
    amount: 150,
    count: 2,
    used: 0,
    // Midnight in Cairo (UTC+2) starting 1 January 2027: last good day 31/12/2026.
    expiresAt: Date.UTC(2026, 11, 31, 22, 0, 0),
    note: 'سنتر الهرم, "نوفمبر"',
    disabledAt: null,
    admin: null,
    createdAt: 0,
  },
  codes: [
    { serial: 1, code: '12345678901234567890' },
    { serial: 2, code: '00000000000000000000' },
  ],
};

describe('the printed batch as CSV', () => {
  const csv = codesCsv(created, 'https://sabora.example', expiryDay);
  const lines = csv.split('\r\n');

  it('starts with a byte-order mark and a header in Arabic', () => {
    expect(csv.startsWith('\uFEFFالمسلسل,الكود,')).toBe(true);
  });

  it('writes each code grouped, as text, with the link its QR opens', () => {
    expect(lines[1]).toContain(`1,${formatRechargeCode('12345678901234567890')},150,31/12/2026,`);
    expect(lines[1]).toContain('https://sabora.example/redeem?code=12345678901234567890');
    expect(lines[2]!.startsWith('2,0000 0000 0000 0000 0000,')).toBe(true);
    expect(lines).toHaveLength(4);
  });

  it('quotes a note with a comma or quotes', () => {
    expect(lines[1]!.endsWith('"سنتر الهرم, ""نوفمبر"""')).toBe(true);
  });

  it('links to a page that reads the code back from the link', () => {
    expect(normalizeRechargeCode(redeemLink('https://x.test', '12345678901234567890'))).toBe(
      '12345678901234567890',
    );
  });
});
