import { type MemberForgetBody, memberRegistrationEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { accountAnswer } from './account-answer';

/** ลืมรหัสผ่าน: a new password by the same proof; the server ends every session of the member. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: MemberForgetBody) => accountAnswer(memberRegistrationEndpoints.memberForget, { body }) });
}
