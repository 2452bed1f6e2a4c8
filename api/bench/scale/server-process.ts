// The servers of one size, in a process of their own (started by servers.ts's startServers): the real API on
// the bench database and the bare Fastify hello beside it, as in production, where the load comes from
// elsewhere. Reports their origins to the parent over IPC and closes them when the parent says so.
import { startApiServer, startHelloServer } from './servers.js';

const databaseUrl = process.argv[2];
if (!databaseUrl || !process.send) throw new Error('usage: forked by servers.ts with the database URL');

const api = await startApiServer(databaseUrl);
const hello = await startHelloServer();
process.send({ api: api.origin, hello: hello.origin });
process.on('message', (message) => {
  if (message !== 'close') return;
  void Promise.all([api.close(), hello.close()]).then(() => process.exit(0));
});
