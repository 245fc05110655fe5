import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParentReport } from '@sabora/contract';
import { fetchMock, renderRoute } from '@/test/test-utils';
import { ParentPage } from './parent-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const token = 'A'.repeat(43);
const report: ParentReport = {
  student: { name: 'سلمى عادل', level: 'sec-2', governorate: 'cairo' },
  generatedAt: 1_795_000_000_000,
  courses: [],
  month: { from: 1_794_000_000_000, watchedSeconds: 0, videos: [] },
  exams: [],
  missed: [],
  payments: [],
};

// The machine may be busy: the first render loads the page's modules.
const slow = { timeout: 5000 };

const show = () => renderRoute('/parent', <ParentPage />, '/parent');
const digits = () => screen.getByLabelText('آخر ٤ أرقام من موبايل ولي الأمر');
const bodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = `#${token}`;
  // Lets the hashchange fire before the page mounts, or it would clear what the page shows.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterEach(() => {
  fetchMock.mockReset();
  sessionStorage.clear();
  window.location.hash = '';
});

describe('the parent page', () => {
  it('sends Arabic digits as Latin ones and shows the report', async () => {
    fetchMock.mockResolvedValue(Response.json(report));
    show();
    expect(digits().getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(digits(), { target: { value: '٥٤٣٢' } });
    fireEvent.click(screen.getByRole('button', { name: 'افتح التقرير' }));
    expect(await screen.findByRole('heading', { name: 'سلمى عادل' }, slow)).toBeDefined();
    expect(bodies()).toEqual([{ token, digits: '5432' }]);
    expect(sessionStorage.getItem('sabora.parent-link')).not.toContain('سلمى');
  });

  it('keeps the Latin digits of a pasted number with spaces, four at most', async () => {
    fetchMock.mockResolvedValue(Response.json(report));
    show();
    fireEvent.change(digits(), { target: { value: ' ٥٤ ٣٢ ' } });
    expect((digits() as HTMLInputElement).value).toBe('5432');
    fireEvent.change(digits(), { target: { value: '۵۴۳۲۱' } });
    expect((digits() as HTMLInputElement).value).toBe('5432');
    fireEvent.click(screen.getByRole('button', { name: 'افتح التقرير' }));
    expect(await screen.findByRole('heading', { name: 'سلمى عادل' }, slow)).toBeDefined();
    expect(bodies()).toEqual([{ token, digits: '5432' }]);
  });

  it('says four digits are needed when fewer are typed, and asks nothing', () => {
    show();
    fireEvent.change(digits(), { target: { value: '٥٤٣' } });
    fireEvent.click(screen.getByRole('button', { name: 'افتح التقرير' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'آخر أرقام الموبايل لازم تكون ٤ أرقام بالظبط',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server again after a reload in the tab, so a stopped link stops showing', async () => {
    sessionStorage.setItem('sabora.parent-link', JSON.stringify({ token, digits: '5432' }));
    fetchMock.mockResolvedValueOnce(
      Response.json({ message: 'الرابط ده مبقاش شغال' }, { status: 404 }),
    );
    show();
    await waitFor(
      () => expect(screen.getByTestId('parent-stopped').textContent).toContain('مبقاش شغال'),
      slow,
    );
    expect(bodies()).toEqual([{ token, digits: '5432' }]);
    expect(sessionStorage.getItem('sabora.parent-link')).toBeNull();
  });

  it('opens a fresh report at once after a reload in the tab', async () => {
    sessionStorage.setItem('sabora.parent-link', JSON.stringify({ token, digits: '5432' }));
    fetchMock.mockResolvedValueOnce(Response.json(report));
    show();
    expect(await screen.findByRole('heading', { name: 'سلمى عادل' }, slow)).toBeDefined();
  });

  it('says wrong digits under the field, and that a stopped link stopped', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ message: 'آخر ٤ أرقام مش مطابقة' }, { status: 403 }),
    );
    show();
    fireEvent.change(digits(), { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'افتح التقرير' }));
    expect(await screen.findByText('آخر ٤ أرقام مش مطابقة', {}, slow)).toBeDefined();

    fetchMock.mockResolvedValueOnce(
      Response.json({ message: 'الرابط ده مبقاش شغال' }, { status: 404 }),
    );
    fireEvent.change(digits(), { target: { value: '5432' } });
    fireEvent.click(screen.getByRole('button', { name: 'افتح التقرير' }));
    await waitFor(
      () => expect(screen.getByTestId('parent-stopped').textContent).toContain('مبقاش شغال'),
      slow,
    );
  });

  it('asks for the whole link when the address has no token', () => {
    window.location.hash = '';
    show();
    expect(screen.getByTestId('parent-no-token')).toBeDefined();
  });
});
