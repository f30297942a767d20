import type { TSchema } from 'typebox';
import { endpoint, staffRoles } from './endpoint';
import { ApiError } from './errors';

/** The console's content section (issue 13 item 2): admins and content editors; support staff get 403. */
export const contentEditors = staffRoles('admin', 'editor');

/** A call of the console's content section: a POST with a body. */
export const editorCall = <B extends TSchema, R extends TSchema>(path: string, body: B, response: R, otherResponses: Readonly<Record<number, TSchema>> = {}) =>
  endpoint({ method: 'POST', path, access: contentEditors, body, response, otherResponses });

/** A move refused at either end of its list answers 409. */
export const MOVE_REFUSED = { 409: ApiError };
