import type { AdminActionResponse, GroupCreateBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import { SUPPORT_TEXT } from '../../auth/support-text';
import { findMemberGroupIdentity, insertMemberGroup } from '../../db/repositories/member-group-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';

/**
 * A member group staff add by hand, before the core-banking import brings it (a new unit whose clerk needs a login
 * now). Its parent must exist; a taken number is refused, never overwritten. A later import of the same number
 * updates it as any imported group (the import upserts).
 */
export async function createMemberGroup(context: DomainContext, body: GroupCreateBody): Promise<AdminActionResponse> {
  const group = { member_group_no: body.member_group_no, name: body.name.trim(), parent_no: body.parent_no ?? null };
  await auditedChange(context, { action: 'member_group.create', target: group.member_group_no }, async (trx) => {
    if (group.parent_no && !(await findMemberGroupIdentity(trx, group.parent_no))) throw new ApiFailure(400, 'NO_PARENT_GROUP', SUPPORT_TEXT.noParentGroup);
    if (!(await insertMemberGroup(trx, group))) throw new ApiFailure(409, 'GROUP_EXISTS', SUPPORT_TEXT.groupExists);
    return { before: null, after: { name: group.name, parent_no: group.parent_no }, result: undefined };
  });
  return { rc_code: '1', rc_des: SUPPORT_TEXT.groupCreated(group.member_group_no) };
}
