import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUser } from '@/lib/session';
import { studentSession } from '@/test/session-fixtures';
import { examStorageKey } from './exam-storage';
import { flushOutbox } from './flush-outbox';
import { loadPending, savePending } from './submit-outbox';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const wait = (examId: string) => {
  savePending({ examId, selections: { q1: ['a'] }, deviceTime: 1, serverTime: 1, auto: false });
  localStorage.setItem(
    examStorageKey(examId),
    JSON.stringify({ selections: { q1: ['a'] }, updatedAt: 1, synced: false }),
  );
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  saveUser(studentSession);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('flushOutbox (the app shell sending offline submits)', () => {
  it('clears what the server took or refused for good, keeps what found no network', async () => {
    for (const examId of ['taken', 'refused', 'unreachable', 'open']) wait(examId);
    const posted: string[] = [];
    fetchMock.mockImplementation((input, init) => {
      const examId = String(input).split('/').at(-1) ?? '';
      posted.push(`${init?.method ?? 'GET'} ${examId}`);
      if (examId === 'taken') {
        return json({ earlyResult: { submittedAt: 1, revealAt: 2 }, serverTime: 1 });
      }
      if (examId === 'refused') return json({ message: 'الامتحان ده خلص' }, 403);
      return Promise.reject(new TypeError('Failed to fetch'));
    });

    expect(await flushOutbox('open')).toBe(1);

    expect(posted.sort()).toEqual(['POST refused', 'POST taken', 'POST unreachable']);
    expect(loadPending('taken')).toBeNull();
    expect(localStorage.getItem(examStorageKey('taken'))).toBeNull();
    expect(loadPending('refused')).toBeNull();
    expect(loadPending('unreachable')).not.toBeNull();
    expect(loadPending('open')).not.toBeNull();
  });
});
