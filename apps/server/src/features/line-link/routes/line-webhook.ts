import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { acceptSignedLineBody } from '../line-webhook-body';
import { handleLineWebhook } from '../line-webhook';

// LINE sends up to hundreds of events at once; their text is dropped once signed, but the signature covers it all
export default route(endpoints.lineWebhook, (request) => handleLineWebhook(contextOf(request), request.body), { setup: acceptSignedLineBody, bodyLimit: 1024 * 1024 });
