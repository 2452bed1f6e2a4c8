import fp from 'fastify-plugin';

/**
 * Request bodies are JSON only (form posts arrive with later areas). An empty JSON body counts as
 * no body, so `POST /logout/` with a bare `Content-Type: application/json` is not an error.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text === '') return done(null, undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'refnet-json-body' },
);
