import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { importUpload } from '../import-upload';
import { acceptUploadedBytes, uploadedStream } from '../../../http/uploaded-bytes';

export default route(
  endpoints.importUpload,
  (request) => {
    const length = request.headers['content-length'];
    return importUpload(contextOf(request), {
      query: request.query,
      bytes: uploadedStream(request.body),
      announced: length === undefined ? null : Number(length),
      dbKind: request.server.dbKind,
      cutOff: () => request.raw.readableAborted,
    });
  },
  // Fastify's body limit applies to bodies it buffers; the stream's cap is counted as it is read
  { setup: acceptUploadedBytes },
);
