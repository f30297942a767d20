import { type MemberRegisterBody, memberRegistrationEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { accountAnswer } from './account-answer';

/** ลงทะเบียนใช้งาน: a first password by proof of identity and acceptance of the terms. */
export function useRegisterMember() {
  return useMutation({ mutationFn: (body: MemberRegisterBody) => accountAnswer(memberRegistrationEndpoints.memberRegister, { body }) });
}
