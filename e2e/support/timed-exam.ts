import type { APIRequestContext, Browser } from '@playwright/test';
import type { SessionAdmin } from '@sabora/contract';
import { adminPost, registerStudent, useSession } from './api';
import { openDevice, type Device } from './session';

export interface ExamQuestion {
  title: string;
  options: string[];
  correct: string[];
  score: number;
}

/**
 * A timed exam whose window is placed around now: the specs pick how long
 * ago it opened and how soon it closes, so a test can open it late or watch
 * its deadline pass.
 */
export async function createTimedExam(
  request: APIRequestContext,
  admin: SessionAdmin,
  exam: {
    title: string;
    discription?: string;
    questions: ExamQuestion[];
    openedAgoMs: number;
    closesInMs: number;
  },
): Promise<string> {
  const now = Date.now();
  const created = await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
    title: exam.title,
    discription: exam.discription ?? '',
    isTimed: true,
    startTime: now - exam.openedAgoMs,
    endTime: now + exam.closesInMs,
    questions: exam.questions,
  });
  return created.exam._id;
}

/** A new student (level sec-2) signed in on their own phone. */
export async function signedInStudent(
  browser: Browser,
  request: APIRequestContext,
  options: { device: Device; name: string; phone: string },
) {
  const student = await registerStudent(request, options.device, {
    name: options.name,
    phone: options.phone,
    level: 'sec-2',
  });
  const { context, page } = await openDevice(browser, options.device);
  await useSession(page, 'user', student);
  return { context, page, student };
}
