import { adminSiteEndpoints } from '@coop/contract';
import { useFileUpload } from '@/lib/console/use-file-upload';

/** Uploads the logo or a signature (re-encoded by the server as PNG); answers its /mediafiles path. */
export const useUploadSiteImage = () => useFileUpload(adminSiteEndpoints.adminSiteImageUpload, { sendName: false });
