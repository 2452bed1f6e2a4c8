// autocannon 9 appends every response body to a string as it arrives (PipelinedRequestsQueue.addBody:
// `req.body += chunk`, a UTF-8 decode per chunk). Against the busy GP's 25 KiB gzipped list that decode
// was 85 % of autocannon's CPU: the client filled a core at ~2,300 answers a second while the API used a
// third of one, so the bench measured the client. The scale bench reads no body (no expectBody,
// verifyBody or onResponse), so bodies are dropped as they arrive; bytes are still counted.
import { createRequire } from 'node:module';

interface BodyQueue {
  prototype: { addBody(data: Buffer): void };
}

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as BodyQueue;
if (typeof queue.prototype?.addBody !== 'function')
  throw new Error(
    'autocannon changed: PipelinedRequestsQueue.addBody is gone; see autocannon-without-bodies.ts',
  );
queue.prototype.addBody = () => {};
