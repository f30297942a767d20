import type { ConfirmDataResponse } from '@coop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showAlert } from '@/lib/alert/alert-store';
import { endMemberSessionAndLeave } from '@/lib/auth/session-ended';
import { ApiRequestError } from '@/lib/http/api-request';
import { CONFIRMATION_TEXT as T } from './messages';

/**
 * Spec 8, on the confirmation page only: code '0' shows the server's `massage` in an alert, a failed call an alert
 * with the error; a 401 ends the session as every member call's does. The query keeps an unchanged answer as the
 * same object, so a refetch that brings the same '0' does not alert again.
 */
export function useConfirmDataAlerts(query: UseQueryResult<ConfirmDataResponse>): void {
  const { data, error } = query;
  useEffect(() => {
    if (data?.code === '0') void showAlert(data.massage || T.noCampaignTitle);
  }, [data]);
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiRequestError && error.status === 401) endMemberSessionAndLeave();
    else void showAlert(error.message);
  }, [error]);
}
