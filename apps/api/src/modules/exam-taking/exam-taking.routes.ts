import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerEntriesBody,
  apiErrorSchema,
  apiPaths,
  draftSavedResponse,
  examPageResponse,
  examSolutionResponse,
  honourBoardResponse,
  idParams,
  submitExamResponse,
  timedExamsResponse,
} from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import { viewerOf } from '../student-account/viewer';
import { gzippedExamPage, matchesTag, plainExamPage } from '../exams/exam-page-cache';
import type { ExamTakingService, StudentCaller } from './exam-taking.service';

interface Options {
  authenticator: Authenticator;
  taking: ExamTakingService;
}

/** The signed-in student, after `authenticator.requireStudent` ran. */
function callerOf(request: FastifyRequest): StudentCaller {
  return { id: request.student!.id, viewer: request.studentViewer! };
}

const pageEncodings = ['gzip', 'identity'];

const studentCallErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

export const examTakingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, taking },
) => {
  const student = { tags: ['user: exams'], security: [{ bearer: [] }] };

  app.get(
    apiPaths.sharedTimedExams,
    {
      onRequest: authenticator.identify,
      schema: {
        tags: ['shared'],
        description:
          'Timed exams not closed yet (end + grace in the future) that the caller may enter, by start time. Visitors get an empty list.',
        security: [{}, { bearer: [] }],
        response: { 200: timedExamsResponse, 401: apiErrorSchema },
      },
    },
    async (request) => taking.timedExams(viewerOf(request), request.student?.id),
  );

  app.get(
    apiPaths.userExam,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        ...student,
        description:
          'One of {earlyResult}, {result}, {earlyExam}, {lateExam}, {exam, questions, draft}, always with serverTime. Questions carry correctCount, never the correct options. The open exam comes with a weak ETag (exam and draft, not serverTime): If-None-Match answers 304 without a body.',
        params: idParams,
        response: { 200: examPageResponse, ...studentCallErrors },
      },
    },
    async (request, reply) => {
      const answer = await taking.page(callerOf(request), request.params.id);
      if (answer.kind === 'state') return answer.page;
      // The body was serialized once per exam (plus this student's draft), so it
      // is sent as it is, past the schema's serializer.
      const raw = reply as unknown as FastifyReply;
      // Per student (the draft is theirs): no shared cache may keep it.
      raw
        .header('cache-control', 'private, no-cache')
        .header('etag', answer.tag)
        .header('vary', 'accept-encoding');
      if (matchesTag(request.headers['if-none-match'], answer.tag)) return raw.code(304).send();
      raw.type('application/json; charset=utf-8');
      // Every browser accepts gzip: its page continues the exam's head, compressed once.
      // Anything else goes through the compression plugin as usual.
      const gzipped =
        negotiate(request.headers['accept-encoding'] ?? 'identity', pageEncodings) === 'gzip'
          ? gzippedExamPage(answer.body)
          : null;
      if (gzipped) return raw.header('content-encoding', 'gzip').send(gzipped);
      return raw.send(plainExamPage(answer.body));
    },
  );

  app.put(
    apiPaths.userExamDraft,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        ...student,
        description:
          'Saves the choices so far (same entries as the submit); graded at the deadline if the exam closes first.',
        params: idParams,
        body: answerEntriesBody,
        response: { 200: draftSavedResponse, ...studentCallErrors },
      },
    },
    async (request) => taking.saveDraft(callerOf(request), request.params.id, request.body),
  );

  app.post(
    apiPaths.userExam,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        ...student,
        description:
          'Submits once: one entry per selected option. `correct` and `score` are ignored. {earlyResult} while the exam is open, else {result}; a repeated submit answers the first result.',
        params: idParams,
        body: answerEntriesBody,
        response: { 200: submitExamResponse, ...studentCallErrors },
      },
    },
    async (request) => taking.submit(callerOf(request), request.params.id, request.body),
  );

  app.get(
    apiPaths.userExamHonourBoard,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        ...student,
        description:
          'The top ten by percent (ties share a rank, the earlier submit first), each {rank, name, governorate, score, totalScore} with the first name and the family initial only. 404 when the exam has no board; 409 for an untimed exam and until the exam (and the caller’s own window) closed. Students still in a window of their own are left out until it closes.',
        params: idParams,
        response: { 200: honourBoardResponse, ...studentCallErrors },
      },
    },
    async (request) => taking.honourBoard(callerOf(request), request.params.id),
  );

  app.get(
    apiPaths.userExamSolution,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        ...student,
        description:
          '{video: {url, imageUrl}} once the student has a result and the exam closed; otherwise {video: {imageUrl}} without url.',
        params: idParams,
        response: { 200: examSolutionResponse, ...studentCallErrors },
      },
    },
    async (request) => taking.solution(callerOf(request), request.params.id),
  );
};
