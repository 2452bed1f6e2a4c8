// Ships the SQL migrations and the seed data files inside dist/ so a built API runs from dist/ alone.
import { cp, rm } from 'node:fs/promises';

const copies = [
  ['../migrations/', '../dist/migrations/'],
  ['../src/db/seed/data/uk-postcodes-sample.csv', '../dist/db/seed/data/uk-postcodes-sample.csv'],
];

for (const [from, to] of copies) {
  const source = new URL(from, import.meta.url);
  const target = new URL(to, import.meta.url);
  await rm(target, { recursive: true, force: true });
  await cp(source, target, { recursive: true });
  console.log(`copied ${from.slice(3)} to ${to.slice(3)}`);
}
