import { SESSION_ENDED_MESSAGE } from '../http/api-failure';

/** A failed session check of any area: a 400 body with `data.error`, which makes the web app log out (spec 3, 4). */
export const sessionCheckFailure = () => ({
  status: false,
  rc_code: '0' as const,
  code: 'SESSION_INVALID',
  error: SESSION_ENDED_MESSAGE,
  data: { error: SESSION_ENDED_MESSAGE },
});
