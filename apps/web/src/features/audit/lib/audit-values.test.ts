import { describe, expect, it } from 'vitest';
import { auditValue } from './audit-values';

describe('auditValue', () => {
  it('writes an amount as money, a deduction with a true minus isolated left to right', () => {
    expect(auditValue('amount', 1500)).toBe('1,500 جنيه');
    expect(auditValue('amount', 12.5)).toBe('12.50 جنيه');
    expect(auditValue('amount', -40)).toBe('\u2066\u221240\u2069 جنيه');
  });
});

describe('a student’s courses', () => {
  it('names each course and until when it is theirs, never the stored object', () => {
    const until = new Date(2026, 11, 31, 23, 59).getTime();
    const titles = new Map([
      ['c00ae8ab-ceca-4d6f', 'Deutsch – Sec 2'],
      ['d11bf9bc-dfdb-5e70', 'Grammatik'],
    ]);
    const value = [
      { course: 'c00ae8ab-ceca-4d6f', until },
      { course: 'd11bf9bc-dfdb-5e70', until: null },
    ];
    expect(auditValue('access', value, titles)).toBe(
      'Deutsch – Sec 2 (لحد 31/12/2026 - 11:59 م)، Grammatik',
    );
  });
});
