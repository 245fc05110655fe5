import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchMaxLength } from '@/lib/search-limit';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { ExamSelect } from './exam-select';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(Response.json({ exams: [], count: 0 })));
  signInAdmin('main');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ExamSelect', () => {
  it('cuts a pasted search at the API’s length, in the box and in the request', async () => {
    renderRoute('/', <ExamSelect chosen={[]} placeholder="الامتحان" />, '/');
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'ا'.repeat(searchMaxLength + 50) } });
    expect(box).toHaveValue('ا'.repeat(searchMaxLength));
    await waitFor(() => {
      expect(requestedUrls().some((url) => url.searchParams.has('search'))).toBe(true);
    });
    for (const url of requestedUrls().filter((each) => each.searchParams.has('search')))
      expect(url.searchParams.get('search')).toHaveLength(searchMaxLength);
  });
});
