import { adminImportEndpoints, type EndpointResponse, endpointUrl, type ImportCalendar, type ImportEncoding } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endStaffSessionAndReload } from '@/lib/auth/session-ended';
import { staffToken } from '@/lib/auth/staff-session';
import { reportApiFailure } from '@/lib/http/api-call';
import { antiForgeryHeaders } from '@/lib/http/anti-forgery';
import { ApiRequestError, CANNOT_CONNECT_MESSAGE, messageOf } from '@/lib/http/api-request';
import { endpointKey } from '@/lib/http/endpoint-call';

export interface ImportUpload {
  file: File;
  dataset: string;
  encoding: ImportEncoding;
  calendar: ImportCalendar;
}

type UploadAnswer = EndpointResponse<typeof adminImportEndpoints.importUpload>;

/** How much of the file has left the browser: real bytes, from the upload's own progress events. */
export interface UploadProgress {
  sent: number;
  total: number;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Sends the file itself as the body (no form encoding, no base64): the server keeps it and answers with its run,
 * queued for a job. XHR rather than fetch, because only XHR tells how much of the upload has been sent.
 */
function sendFile({ file, dataset, encoding, calendar }: ImportUpload, onProgress: (p: UploadProgress) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointUrl(adminImportEndpoints.importUpload, { query: { dataset, file_name: file.name, encoding, calendar } }));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    for (const [name, value] of Object.entries(antiForgeryHeaders())) xhr.setRequestHeader(name, value);
    const token = staffToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onerror = () => reject(new ApiRequestError(0, undefined, undefined, CANNOT_CONNECT_MESSAGE));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body !== undefined) resolve(body as UploadAnswer);
      else reject(new ApiRequestError(xhr.status, messageOf(body), body, CANNOT_CONNECT_MESSAGE));
    };
    xhr.send(file);
  });
}

/** The upload of one file, with its progress; the history is asked again when it is answered, either way. */
export function useUploadImport() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  const mutation = useMutation({
    mutationFn: async (upload: ImportUpload) => {
      setProgress({ sent: 0, total: upload.file.size });
      try {
        return await sendFile(upload, setProgress);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) endStaffSessionAndReload();
        else reportApiFailure(error, false);
        throw error;
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: endpointKey(adminImportEndpoints.importHistory) }),
  });
  return { ...mutation, progress };
}
