import type { FastifyRequest } from 'fastify';
import { adminViewer, visitorViewer, type Viewer } from '@sabora/contract';

/**
 * Who is asking, after `authenticator.identify` ran: a visitor, a student (with
 * their access as it stood when the request arrived) or an admin.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  if (request.admin) return adminViewer;
  return request.studentViewer ?? visitorViewer;
}
