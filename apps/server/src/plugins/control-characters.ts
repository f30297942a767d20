import fp from 'fastify-plugin';
import { ApiFailure } from '../http/api-failure';

/** C0 controls, DEL and the C1 controls, but for tab, line feed and carriage return, which multi-line text holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair without its other half: JSON's `\ud800` makes one; it has no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'ข้อมูลที่ส่งมามีอักขระควบคุมที่ไม่อนุญาต';
export const MALFORMED_TEXT_MESSAGE = 'ข้อมูลที่ส่งมามีอักขระที่ไม่สมบูรณ์ กรุณาพิมพ์ข้อความใหม่';

type Fault = 'control' | 'malformed';

const faultOf = (text: string): Fault | undefined => (LONE_SURROGATE.test(text) ? 'malformed' : CONTROL.test(text) ? 'control' : undefined);

/** The first fault of a string anywhere in `value` (keys included), or undefined. */
function findFault(value: unknown): Fault | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const fault = faultOf(next);
      if (fault) return fault;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const fault = faultOf(key);
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
