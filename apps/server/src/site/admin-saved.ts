import type { AdminSavedResponse } from '@coop/contract';

/** The console's answer to a change: its Thai confirmation, and the id of what was saved where there is one. */
export const adminSaved = (rc_des: string, id?: number): AdminSavedResponse => ({ rc_code: '1', rc_des, ...(id === undefined ? {} : { id }) });
