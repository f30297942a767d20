import { MEMBER_ACCOUNT_PATHS, type MemberAccountResponse, type MemberRegisterBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { accountAnswer } from './account-answer';

/** ลงทะเบียนใช้งาน: a first password by proof of identity and acceptance of the terms. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: MemberRegisterBody): Promise<MemberAccountResponse> => accountAnswer(MEMBER_ACCOUNT_PATHS.register, body),
  });
}
