import { register } from 'node:module';

register('./drizzle-orm-resolve-hook.mjs', import.meta.url);
