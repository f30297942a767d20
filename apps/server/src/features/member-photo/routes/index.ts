import type { EndpointRoute } from '../../../http/endpoint-route';
import memberPhoto from './member-photo';
import photoUpload from './photo-upload';

export const memberPhotoRoutes: EndpointRoute[] = [memberPhoto, photoUpload];
