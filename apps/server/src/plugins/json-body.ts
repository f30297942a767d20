import fp from 'fastify-plugin';

/** Calls that carry no payload (logout, feeds) may still say `Content-Type: application/json`: read an empty body as {}. */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, {});
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
