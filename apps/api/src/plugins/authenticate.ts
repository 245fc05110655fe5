import type { FastifyRequest } from 'fastify';
import {
  jwtExpiredMessage,
  studentViewerAt,
  type CourseAccess,
  type StudentViewer,
} from '@sabora/contract';
import type { Clock } from '../lib/clock';
import type { AdminRow, UserRow } from '../db/schema/index';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { TokenClaims, TokenService } from '../lib/tokens';
import { messages } from '../messages';
import type { AdminSessionRepository } from '../modules/admin-session/admin-session.repository';
import type { StudentSessions } from '../modules/student-account/student-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    student: UserRow | null;
    /** The signed-in student's bought courses and when each ends (empty for others). */
    studentAccess: readonly CourseAccess[];
    /** Of those, the ones not expired when the request arrived: the spec's `courses`. */
    studentCourseIds: readonly string[];
    /** The student as the access rules see them when the request arrived (null for others). */
    studentViewer: StudentViewer | null;
    admin: AdminRow | null;
  }
}

type UserClaims = Extract<TokenClaims, { kind: 'user' }>;
type AdminClaims = Extract<TokenClaims, { kind: 'admin' }>;

export interface Authenticator {
  /** preHandler: the caller must be a signed-in student whose session is still current. */
  requireStudent(request: FastifyRequest): Promise<void>;
  /** preHandler: the caller must be a signed-in admin whose record has not changed since sign-in. */
  requireAdmin(request: FastifyRequest): Promise<void>;
  /**
   * preHandler for calls open to everyone: without an Authorization header the
   * caller is a visitor; with one, it must be a valid student or admin token.
   */
  identify(request: FastifyRequest): Promise<void>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function createAuthenticator(
  tokens: TokenService,
  sessions: StudentSessions,
  admins: AdminSessionRepository,
  clock: Clock,
): Authenticator {
  function claimsOf(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized(messages.loginRequired);
    const outcome = tokens.verify(token);
    if (!outcome.ok) {
      throw unauthorized(
        outcome.reason === 'expired' ? jwtExpiredMessage : messages.sessionInvalid,
      );
    }
    return outcome.claims;
  }

  async function signInStudent(request: FastifyRequest, claims: UserClaims) {
    const session = await sessions.current(claims.sub, claims.sv);
    if (!session) throw unauthorized(messages.sessionInvalid);
    request.student = session.row;
    request.studentAccess = session.access;
    // Expiry is checked here, once per request: a cached session outlives an
    // access's end, and every rule in the request must agree on the instant.
    request.studentViewer = studentViewerAt(session.row, session.access, clock.now());
    request.studentCourseIds = request.studentViewer.courses;
  }

  async function signInAdmin(request: FastifyRequest, claims: AdminClaims) {
    const admin = await admins.findById(claims.sub);
    if (!admin || admin.updatedAt.getTime() !== claims.ua) {
      throw unauthorized(messages.sessionInvalid);
    }
    request.admin = admin;
  }

  return {
    async requireStudent(request) {
      const claims = claimsOf(request);
      if (claims.kind !== 'user') throw forbidden(messages.studentsOnly);
      await signInStudent(request, claims);
    },
    async requireAdmin(request) {
      const claims = claimsOf(request);
      if (claims.kind !== 'admin') throw forbidden(messages.adminsOnly);
      await signInAdmin(request, claims);
    },
    async identify(request) {
      if (request.headers.authorization === undefined) return;
      const claims = claimsOf(request);
      if (claims.kind === 'user') await signInStudent(request, claims);
      else await signInAdmin(request, claims);
    },
  };
}
