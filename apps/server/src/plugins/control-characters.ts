import fp from 'fastify-plugin';
import { ApiFailure } from '../http/api-failure';
import { textFault } from '../text/text-faults';

export const CONTROL_CHARACTER_MESSAGE = 'ข้อมูลที่ส่งมามีอักขระควบคุมที่ไม่อนุญาต';
export const MALFORMED_TEXT_MESSAGE = 'ข้อมูลที่ส่งมามีอักขระที่ไม่สมบูรณ์ กรุณาพิมพ์ข้อความใหม่';

type Fault = ReturnType<typeof textFault>;

/** The first fault of a string anywhere in `value` (keys included), or undefined. */
function findFault(value: unknown): Fault {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const fault = textFault(next);
      if (fault) return fault;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const fault = textFault(key);
        if (fault) return fault;
        pending.push(item);
      }
    }
  }
  return undefined;
}

/**
 * Refuses control characters and ill-formed text in path parameters, query strings and bodies of every route, in one
 * place: PostgreSQL text can hold neither a NUL nor a lone surrogate (the write would fail with a 500 after a file
 * or a half of the work was done), and no field of the portal means any of them.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const fault = findFault(request.params) ?? findFault(request.query) ?? findFault(request.body);
      if (fault === 'control') throw new ApiFailure(400, 'CONTROL_CHARACTER', CONTROL_CHARACTER_MESSAGE);
      if (fault === 'malformed') throw new ApiFailure(400, 'MALFORMED_TEXT', MALFORMED_TEXT_MESSAGE);
    });
  },
  { name: 'control-characters' },
);
