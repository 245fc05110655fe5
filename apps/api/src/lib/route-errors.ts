import { apiErrorSchema } from '@sabora/contract';

/** The error answers every admin call can give, for the route's response schema. */
export const adminCallErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
