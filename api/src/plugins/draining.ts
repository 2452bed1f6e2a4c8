import fp from 'fastify-plugin';

/** `app.draining` (see shutdown.ts): while set, every answer closes its connection. */
export default fp(
  async (app) => {
    app.decorate('draining', false);
    app.addHook('onSend', async (_request, reply) => {
      if (app.draining) reply.header('connection', 'close');
    });
  },
  { name: 'refnet-draining' },
);
