import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { formatAmount, formatCount } from './format-number';

describe('number formats (built on first use)', () => {
  it('groups thousands with Latin digits', () => {
    expect(formatCount(1500)).toBe('1,500');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatAmount(1500)).toBe(messages.common.amount('1,500'));
  });

  it('rounds bills to pounds', () => {
    expect(formatAmount(99.6)).toBe(messages.common.amount('100'));
  });
});
