import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { Pagination, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page up to nine', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps the first, the last and two either side of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'next-five', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'prev-five', 8, 9, 10, 11, 12, 'next-five', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'prev-five', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of the dots', () => {
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'next-five', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'prev-five', 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('is hidden with a single page', () => {
    const { container } = render(<Pagination page={1} total={20} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  // A student's old link to ?page=40 of a ledger of 3 pages showed nothing but the pager.
  it('moves an address past the last page to the last one', () => {
    const onChange = vi.fn();
    render(<Pagination page={40} total={45} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('shows the range, marks the current page and moves on', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} total={45} onChange={onChange} />);
    expect(screen.getByText(messages.common.pageRange(21, 40, 45))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: messages.common.nextPage }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('jumps to a typed page, kept within the pages there are', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} total={45} onChange={onChange} />);
    expect(screen.getByRole('button', { name: messages.common.prevPage })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: messages.common.page }), '9{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it.each([
    ['Arabic-Indic', '٢', 2],
    ['Persian', '۳', 3],
  ])('jumps to a page typed in %s digits', async (_, typed, page) => {
    const onChange = vi.fn();
    render(<Pagination page={1} total={45} onChange={onChange} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: messages.common.page }),
      `${typed}{Enter}`,
    );
    expect(onChange).toHaveBeenLastCalledWith(page);
  });
});
