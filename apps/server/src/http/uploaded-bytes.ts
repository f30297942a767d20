import type { FastifyInstance } from 'fastify';

/**
 * The request's byte stream as the body. Its field is private, so nothing that walks a body's fields (the control
 * character check of every request) wanders into the stream, its socket and the server behind it.
 */
class UploadedBytes {
  readonly #stream: AsyncIterable<Uint8Array>;
  constructor(stream: AsyncIterable<Uint8Array>) {
    this.#stream = stream;
  }
  get stream(): AsyncIterable<Uint8Array> {
    return this.#stream;
  }
}

/** The upload's scope takes `application/octet-stream` as the stream itself, unread: the import reads it as it comes. */
export function acceptUploadedBytes(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, new UploadedBytes(payload)));
}

/** The uploaded file's bytes, or undefined when the body was not a file (JSON, say). */
export const uploadedStream = (body: unknown): AsyncIterable<Uint8Array> | undefined => (body instanceof UploadedBytes ? body.stream : undefined);
