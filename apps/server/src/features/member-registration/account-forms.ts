import { type MemberForgetBody, type MemberRegisterBody, padMembershipNo } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { type ProofAnswer, setPasswordByProof } from './password-by-proof';

// the account screen's two forms (spec 2.3); `device` is the device token the browser brought

const proofOf = (body: MemberForgetBody) => ({
  membershipNo: padMembershipNo(body.membership_no),
  claim: { idCard: body.id_card, birthDate: body.birth_date, mobile: body.mobile },
  password: body.mem_password,
  otp: body.otp,
});

/** ลงทะเบียนใช้งาน: a member's first portal password, under the terms the member accepted. */
export const registerMember = (context: DomainContext, body: MemberRegisterBody, device: string | undefined): Promise<ProofAnswer> =>
  setPasswordByProof(context, { purpose: 'register', ...proofOf(body), terms: { accepted: body.accept_terms, version: body.terms_version }, device });

/** ลืมรหัสผ่าน: a new password by the same proof; every session of the member ends. */
export const forgetPassword = (context: DomainContext, body: MemberForgetBody, device: string | undefined): Promise<ProofAnswer> =>
  setPasswordByProof(context, { purpose: 'forget', ...proofOf(body), device });
