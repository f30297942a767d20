import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifyError, notifySuccess } from '@/lib/notify';

/** What every console change answers: rc_code '1' with the server's Thai confirmation, or '0' with its Thai reason. */
export interface ConsoleAnswer {
  rc_code: '1' | '0';
  rc_des: string;
}

export interface ConsoleChangeOptions<TVariables> {
  /** The endpoint, or how to make it from what is sent when the path names the thing changed (a username). */
  path: string | ((variables: TVariables) => string);
  /** What is posted; by default the variables themselves. */
  body?: (variables: TVariables) => unknown;
  /** The query keys (prefixes) the change makes stale; read again whether it was taken or refused. */
  invalidates?: readonly QueryKey[];
  /** 'none' only marks them stale, so they are read when a page shows them next (a deleted item's open editor). */
  refetch?: 'active' | 'none';
}

/**
 * The one way the staff console changes something: posts with the staff session, says the server's Thai
 * confirmation as a success toast (or its Thai reason as an error toast when it answers rc_code '0'), then reads the
 * named queries again before the caller's own onSuccess runs, so a closed form shows the list as saved. A refusal
 * by status is the server's error toast (apiCall) and leaves the form as typed; `isPending` is the pending state.
 */
export function useConsoleChange<TVariables, TAnswer extends ConsoleAnswer = ConsoleAnswer>(options: ConsoleChangeOptions<TVariables>) {
  const { path, body = (variables: TVariables) => variables, invalidates = [], refetch = 'active' } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      apiCall<TAnswer>(typeof path === 'string' ? path : path(variables), { method: 'POST', body: body(variables), staffSession: true }),
    onSuccess: (answer) => (answer.rc_code === '1' ? notifySuccess(answer.rc_des) : notifyError(answer.rc_des)),
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: refetch }))),
  });
}
