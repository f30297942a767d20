import type { MemberStatusResponse } from '@coop/contract';
import { findMemberProfile } from '../../db/repositories/member-repository';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure, NOT_FOUND_MESSAGE } from '../../http/api-failure';

/** Shows only the last three digits of a 13-digit national ID. */
export function maskNationalId(id: string): string {
  const d = id.replace(/\D/g, '');
  if (d.length !== 13) return 'x-xxxx-xxxxx-xx-x';
  return `x-xxxx-xxxxx-x${d.slice(11, 12)}-${d.slice(12)}`;
}

/** The acting member's personal information, the national ID masked. */
export async function memberStatus(context: DomainContext): Promise<MemberStatusResponse> {
  const m = await findMemberProfile(context.db, memberActor(context));
  if (!m) throw new ApiFailure(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
  return {
    rc_code: '1' as const,
    data1: [
      {
        membership_no: m.membership_no,
        prename: m.prename,
        member_name: m.first_name,
        member_surname: m.last_name,
        member_status: m.member_status,
        member_group_no: m.member_group_no,
        member_group_name: m.member_group_name,
        birth_date: m.birth_date,
        member_date: m.member_date,
        sex: m.sex,
        position: m.position,
        salary: m.salary,
        address: m.address,
        phone: m.phone,
        email: m.email,
        id_card_masked: maskNationalId(m.national_id),
      },
    ],
  };
}
