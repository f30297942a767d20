import { memberGroupSessionEndpoints as G, memberSessionEndpoints as M } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '@/lib/http/endpoint-call';

/** The calls of one area's session list (only these tables: the whole endpoint table would weigh on the first load): the member's or the member group's, each under its own session. */
const AREAS = {
  member: { list: M.memberSessions, end: M.memberSessionEnd, endOthers: M.memberSessionEndOthers },
  membergroup: { list: G.memberGroupSessions, end: G.memberGroupSessionEnd, endOthers: G.memberGroupSessionEndOthers },
} as const;
export type SessionArea = keyof typeof AREAS;

export const sessionsQuery = (area: SessionArea) => endpointQuery(AREAS[area].list, {});

/** Ending one session, or all but this one; the list is read again whatever the answer. */
export function useEndSessions(area: SessionArea) {
  const calls = AREAS[area];
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: endpointKey(calls.list) });
  const endOne = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => callEndpoint(calls.end, { params: { id: String(id) }, body: { password } }),
    onSettled,
  });
  const endOthers = useMutation({ mutationFn: (password: string) => callEndpoint(calls.endOthers, { body: { password } }), onSettled });
  return { endOne, endOthers };
}
