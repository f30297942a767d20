import { adminContentEndpoints } from '@coop/contract';
import { useFileUpload } from '@/lib/console/use-file-upload';

/** Uploads a picture (re-encoded by the server) or an attachment (PDF, DOCX, XLSX); answers its /mediafiles path. */
export const useUploadFile = () => useFileUpload(adminContentEndpoints.adminContentUpload, { sendName: true });
