import { ADMIN_CONTENT_PATHS, type UploadBody, type UploadResponse } from '@coop/contract';
import { useFileUpload } from '@/lib/console/use-file-upload';

/** Uploads a picture (re-encoded by the server) or an attachment (PDF, DOCX, XLSX); answers its /mediafiles path. */
export const useUploadFile = () => useFileUpload<UploadBody['kind'], UploadResponse>(ADMIN_CONTENT_PATHS.upload, { sendName: true });
