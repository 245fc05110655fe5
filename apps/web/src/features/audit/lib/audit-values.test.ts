import { describe, expect, it } from 'vitest';
import { auditValue } from './audit-values';

describe('auditValue', () => {
  it('writes an amount as money, a deduction with a true minus isolated left to right', () => {
    expect(auditValue('amount', 1500)).toBe('1,500 جنيه');
    expect(auditValue('amount', 12.5)).toBe('12.50 جنيه');
    expect(auditValue('amount', -40)).toBe('\u2066\u221240\u2069 جنيه');
  });
});
