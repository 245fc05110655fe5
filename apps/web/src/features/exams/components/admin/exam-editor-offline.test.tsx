import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { ExamEditorPage } from './exam-editor-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = adminMessages.loadFailed;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('main');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
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
