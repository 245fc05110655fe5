import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEntityTypeLabels, auditEntityTypes } from '@sabora/contract';
import type { AuditEntry } from '@sabora/contract';
import { operationsMessages } from '@/i18n/operations-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { AuditPage } from './audit-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const payment: AuditEntry = {
  _id: 'a2',
  admin: { _id: 'admin-1', name: 'أستاذة سارة' },
  action: 'bill.create',
  entityType: 'bill',
  entityId: 'bill-1',
  studentId: 'student-1',
  studentName: 'كريم ناصر',
  entityLabel: null,
  changes: { amount: { before: null, after: 150 } },
  createdAt: Date.UTC(2026, 10, 24, 11, 0),
};

const renamed: AuditEntry = {
  _id: 'a1',
  admin: { _id: 'admin-1', name: 'أستاذة سارة' },
  action: 'course.update',
  entityType: 'course',
  entityId: 'course-1',
  studentId: null,
  studentName: null,
  entityLabel: 'Deutsch A1 – November',
  changes: { price: { before: 200, after: 210 } },
  createdAt: Date.UTC(2026, 10, 24, 10, 0),
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/audit') {
      return Promise.resolve(Response.json({ entries: [renamed, payment], count: 2 }));
    }
    if (url.pathname === '/api/admin/admins') return Promise.resolve(Response.json([]));
    return Promise.resolve(Response.json({ courses: [], count: 0 }));
  });
  signInAdmin('main');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AuditPage', () => {
  it('names the course a change was made to, as it was titled then', async () => {
    renderRoute('/admin/audit', <AuditPage />, '/admin/audit');
    expect(await screen.findByTestId('audit-entity-label')).toHaveTextContent(
      'Deutsch A1 – November',
    );
  });

  // An outsider's walk: a payment's entry said "دفعة · صفحة الطالب", never whose.
  it('names the student a payment was for, linking to their page', async () => {
    renderRoute('/admin/audit', <AuditPage />, '/admin/audit');
    const student = await screen.findByTestId('audit-student');
    expect(student).toHaveTextContent('كريم ناصر');
    expect(student).toHaveAttribute('href', '/admin/users/student-1');
  });

  it('offers every kind of entry the API records, each by its Arabic name', async () => {
    renderRoute('/admin/audit', <AuditPage />, '/admin/audit');
    fireEvent.mouseDown(
      await screen.findByRole('combobox', { name: operationsMessages.ops.audit.entityType }),
    );
    await screen.findAllByRole('option');
    // What the page holds, not what a virtual list would draw of it.
    const offered = [...document.querySelectorAll('.ant-select-item-option')];
    expect(offered.map((option) => option.textContent)).toEqual(
      auditEntityTypes.map((type) => auditEntityTypeLabels[type]),
    );
    expect(auditEntityTypes).toEqual(
      expect.arrayContaining(['code-batch', 'device-request', 'settings']),
    );
  });
});
