import { memberPasskeyEndpoints, staffPasskeyEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '@/lib/http/endpoint-call';
import { rememberPasskeyMember } from '@/lib/passkeys/passkey-device';
import { createPasskey } from '@/lib/passkeys/webauthn';

const M = memberPasskeyEndpoints;
const S = staffPasskeyEndpoints;

export const memberPasskeysQuery = () => endpointQuery(M.memberPasskeys, {});
export const staffPasskeysQuery = () => endpointQuery(S.staffPasskeys, {});

/** Refetches the list a change touched. */
function useRefresh(list: typeof M.memberPasskeys | typeof S.staffPasskeys) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(list) });
}

/**
 * Adds a passkey for the signed-in member: the server's options, the device's prompt, the server's check. This
 * device then remembers the member, so the logon page offers their passkey without a number typed.
 */
export function useAddMemberPasskey(membershipNo: string | undefined) {
  const refresh = useRefresh(M.memberPasskeys);
  return useMutation({
    mutationFn: async () => {
      const { options } = await callEndpoint(M.memberPasskeyCreationOptions, { body: {} });
      const credential = await createPasskey(options);
      return callEndpoint(M.memberPasskeyRegister, { body: { credential } });
    },
    onSuccess: () => {
      if (membershipNo) rememberPasskeyMember(membershipNo);
    },
    onSettled: refresh,
  });
}

export function useRenameMemberPasskey() {
  const refresh = useRefresh(M.memberPasskeys);
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => callEndpoint(M.memberPasskeyRename, { params: { id: String(id) }, body: { name } }),
    onSettled: refresh,
  });
}

export function useRemoveMemberPasskey() {
  const refresh = useRefresh(M.memberPasskeys);
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => callEndpoint(M.memberPasskeyRemove, { params: { id: String(id) }, body: { password } }),
    onSettled: refresh,
  });
}

/** A staff user's passkey for the second step, enrolled from their own account page. */
export function useAddStaffPasskey() {
  const refresh = useRefresh(S.staffPasskeys);
  return useMutation({
    mutationFn: async () => {
      const { options } = await callEndpoint(S.staffPasskeyCreationOptions, { body: {} });
      return callEndpoint(S.staffPasskeyRegister, { body: { credential: await createPasskey(options) } });
    },
    onSettled: refresh,
  });
}

export function useRemoveStaffPasskey() {
  const refresh = useRefresh(S.staffPasskeys);
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => callEndpoint(S.staffPasskeyRemove, { params: { id: String(id) }, body: { password } }),
    onSettled: refresh,
  });
}
