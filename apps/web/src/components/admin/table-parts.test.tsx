import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { renderRoute } from '@/test/test-utils';
import { TableSearch } from './table-parts';
import { useTableParams } from './use-table-params';

function CoursesList() {
  const table = useTableParams();
  return <TableSearch table={table} />;
}

describe('TableSearch', () => {
  it('shows the list’s search again after Back from a search', async () => {
    const router = renderRoute('/admin/courses', <CoursesList />, '/admin/courses');
    const box = screen.getByPlaceholderText(messages.common.search);
    await userEvent.type(box, 'Lektion{Enter}');
    expect(router.state.location.search).toBe('?search=Lektion');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(box).toHaveValue('');
  });
});
