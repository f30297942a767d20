import { adminContentEndpoints } from '@coop/contract';
import { useFileUpload } from '@/lib/console/use-file-upload';

/** Uploads a candidate's photo as a content picture (checked by content, re-encoded as JPEG); answers its /mediafiles path. */
export const useUploadCandidatePhoto = () => useFileUpload(adminContentEndpoints.adminContentUpload, { sendName: true });
