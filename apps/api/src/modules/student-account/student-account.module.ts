import type { AppModule } from '../../app-core';
import { studentAccountRoutes } from './student-account.routes';

/** The signed-in student's own account. */
export const studentAccountModule: AppModule = async (app, { authenticator, clock }) => {
  await app.register(studentAccountRoutes, { authenticator, clock });
};
