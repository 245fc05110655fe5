import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, parseTypedNumber } from './number-input';

describe('NumberInput', () => {
  it.each([
    ['١٥٠', '150'],
    ['۱۵۰', '150'],
    ['٢٫٥', '2.5'],
    ['-٣', '-3'],
    ['', ''],
  ])('reads %s as %s', (typed, expected) => {
    expect(parseTypedNumber(typed)).toBe(expected);
  });

  it('keeps a price typed in Arabic-Indic digits instead of emptying the field', async () => {
    const onChange = vi.fn();
    render(<NumberInput aria-label="السعر" onChange={onChange} />);
    const field = screen.getByLabelText('السعر');
    await userEvent.type(field, '١٥٠');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(150);
    expect(field).toHaveValue('150');
  });

  it('shows Arabic digits in Latin ones while they are typed, and the precision once left', async () => {
    render(<NumberInput aria-label="المبلغ" precision={2} />);
    const field = screen.getByLabelText('المبلغ');
    await userEvent.type(field, '١٥');
    expect(field).toHaveValue('15');
    await userEvent.type(field, '٫٥');
    expect(field).toHaveValue('15.5');
    await userEvent.tab();
    expect(field).toHaveValue('15.50');
  });
});
