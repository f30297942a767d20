import { ADMIN_SITE_PATHS, type SiteImageUploadBody, type SiteImageUploadResponse } from '@coop/contract';
import { useFileUpload } from '@/lib/console/use-file-upload';

/** Uploads the logo or a signature (re-encoded by the server as PNG); answers its /mediafiles path. */
export const useUploadSiteImage = () => useFileUpload<SiteImageUploadBody['kind'], SiteImageUploadResponse>(ADMIN_SITE_PATHS.imageUpload, { sendName: false });
