// Ships the SQL migrations inside dist/ so a built API runs from dist/ alone.
import { cp, rm } from 'node:fs/promises';

const source = new URL('../migrations/', import.meta.url);
const target = new URL('../dist/migrations/', import.meta.url);

await rm(target, { recursive: true, force: true });
await cp(source, target, { recursive: true });
console.log('copied migrations to dist/migrations');
