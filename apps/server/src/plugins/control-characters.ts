import fp from 'fastify-plugin';
import { ApiFailure } from '../http/api-failure';

/** C0 controls and DEL, but for tab, line feed and carriage return, which multi-line text holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'ข้อมูลที่ส่งมามีอักขระควบคุมที่ไม่อนุญาต';

/** Whether a string anywhere in `value` (keys included) holds a control character. */
function holdsControl(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (CONTROL.test(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (CONTROL.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Refuses control characters in path parameters, query strings and bodies of every route, in one place: PostgreSQL
 * text cannot hold a NUL (the insert would fail with a 500), and no field of the portal means any of them.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (holdsControl(request.params) || holdsControl(request.query) || holdsControl(request.body)) {
        throw new ApiFailure(400, 'CONTROL_CHARACTER', CONTROL_CHARACTER_MESSAGE);
      }
    });
  },
  { name: 'control-characters' },
);
