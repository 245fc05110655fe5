import type { Bill } from '@sabora/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/test-utils';
import { BillsTable } from './bills-table';

const bill: Bill = {
  _id: 'b1',
  student: { _id: 's1', name: 'منى أحمد', phone: '01012345678' },
  amount: 1250,
  method: 'vodafone-cash',
  note: '',
  courses: [
    { _id: 'c1', title: 'Prep 3 – Abschlussprüfung: Wiederholung' },
    { _id: 'c2', title: 'Sec 1 – Center-Gruppe: Grammatik intensiv' },
  ],
  toWallet: false,
  admin: { _id: 'a1', name: 'مستر كريم' },
  createdAt: 1_700_000_000_000,
};

describe('BillsTable', () => {
  // An outsider's walk: at 1366 px a bill's course tags sat on one line and the table ran
  // past its card. The courses wrap in the note's width (ops-wrap), the other cells do not.
  it('lets a bill’s activated courses wrap instead of widening the table', () => {
    renderRoute('/', <BillsTable bills={[bill]} loading={false} />, '/');
    const cell = screen.getByText(bill.courses[0]!.title).closest('td');
    expect(cell).toHaveClass('ops-wrap');
    expect(screen.getByText('1,250 جنيه').closest('td')).not.toHaveClass('ops-wrap');
  });
});
