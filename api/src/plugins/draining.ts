import fp from 'fastify-plugin';

/** `app.draining` (see shutdown.ts): while set, every answer closes its connection. */
export default fp(
  async (app) => {
    app.decorate('draining', false);
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'refnet-draining' },
);
