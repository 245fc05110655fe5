import { pageQuery } from '@sabora/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchMaxLength } from '@/lib/search-limit';
import { StudentSearch } from './student-search';

describe('StudentSearch', () => {
  it('stops at the longest search the API takes, so a pasted page is cut, not refused', async () => {
    const onSearch = vi.fn();
    render(<StudentSearch value="" onSearch={onSearch} />);
    const box = screen.getByTestId('student-search');
    await userEvent.click(box);
    await userEvent.paste('٠١٠'.repeat(2000));
    expect(box).toHaveValue('٠١٠'.repeat(2000).slice(0, searchMaxLength));
    await waitFor(() => {
      expect(onSearch).toHaveBeenCalled();
    });
    const sent = onSearch.mock.lastCall![0] as string;
    expect(sent).toHaveLength(searchMaxLength);
    expect(pageQuery.search.safeParse(sent).success).toBe(true);
  });

  it('takes exactly the contract’s search limit', () => {
    expect(pageQuery.search.safeParse('x'.repeat(searchMaxLength)).success).toBe(true);
    expect(pageQuery.search.safeParse('x'.repeat(searchMaxLength + 1)).success).toBe(false);
  });
});
