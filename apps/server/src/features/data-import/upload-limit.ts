import { IMPORT_UPLOAD_EMBEDDED_MAX_BYTES, IMPORT_UPLOAD_MAX_BYTES } from '@coop/contract';
import type { DbKind } from '../../db/database';

/**
 * The largest file the console takes. On the embedded database the checks and the merge hold its one connection (and
 * the event loop's thread) for their whole length, so its cap keeps that short (decision 036); larger files go
 * through `npm run import` with the portal stopped, or the portal moves to PostgreSQL.
 */
export const uploadMaxBytes = (kind: DbKind): number => (kind === 'pglite' ? IMPORT_UPLOAD_EMBEDDED_MAX_BYTES : IMPORT_UPLOAD_MAX_BYTES);
