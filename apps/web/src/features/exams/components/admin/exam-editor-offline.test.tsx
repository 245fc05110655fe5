import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { stubFetchSignedIn } from '@/test/fetch-mock-hooks';
import { fetchMock, renderRoute, setOnline } from '@/test/test-utils';
import { ExamEditorPage } from './exam-editor-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = adminMessages.loadFailed;

stubFetchSignedIn('main');

beforeEach(() => {
  setOnline(false);
});

describe('ExamEditorPage offline', () => {
  it('offline, an exam opened for editing is not called "not found"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin/exam-form/:id', <ExamEditorPage />, '/admin/exam-form/e1');
    expect(await screen.findByText(copy.offlineTitle)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText(examAdminMessages.adminExams.notFound)).not.toBeInTheDocument();
    });
  });
});
