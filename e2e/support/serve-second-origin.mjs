// A bare static server on another port for one remote's build, as a CDN would serve it (CORS open).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [folder, port] = process.argv.slice(2);
const root = path.resolve(folder);
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

createServer((request, response) => {
  const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Access-Control-Allow-Origin': '*',
  });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1');
