import { Type, type Static } from 'typebox';

/** Every non-2xx answer of the API: `error` is Thai text fit to show the user, `code` is for programs. */
export const ApiError = Type.Object({
  rc_code: Type.Literal('0'),
  code: Type.String(),
  error: Type.String(),
  /** On a 5xx: the request's id, which its server log lines carry (`reqId`), for whoever looks into it. */
  request_id: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiError>;

export const ErrorResponses = {
  400: ApiError,
  401: ApiError,
  // a staff user whose role does not cover the action
  403: ApiError,
  404: ApiError,
  413: ApiError,
  415: ApiError,
  429: ApiError,
  500: ApiError,
  // the database cannot be reached for the moment (with Retry-After)
  503: ApiError,
} as const;
