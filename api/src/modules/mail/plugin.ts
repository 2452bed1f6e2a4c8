import fp from 'fastify-plugin';
import type { ServerConfig } from '../../config.js';
import { createMailer, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`; on close, waits for messages still being sent. */
export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const mailer = createMailer({ config: config.mail, db: app.db, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'refnet-mail', dependencies: ['refnet-database'] },
);
