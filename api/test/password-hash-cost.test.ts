import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hash } from '@node-rs/argon2';
import {
  argon2OptionsFor,
  hashPassword,
  OWASP_ARGON2_OPTIONS,
  verifyPassword,
} from '../src/security/passwords.js';

test("a server hashes at OWASP's argon2id minimum (m=19 MiB, t=2, p=1) whatever its NODE_ENV but 'test'", () => {
  assert.deepEqual(OWASP_ARGON2_OPTIONS, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  for (const nodeEnv of [undefined, '', 'production', 'development', 'TEST'])
    assert.deepEqual(argon2OptionsFor(nodeEnv), OWASP_ARGON2_OPTIONS, String(nodeEnv));
  assert.deepEqual(argon2OptionsFor('test'), { memoryCost: 8, timeCost: 1, parallelism: 1 });
});

test('new hashes take the cost for this process’s NODE_ENV (the minimum under npm run test)', async () => {
  const { memoryCost, timeCost } = argon2OptionsFor(process.env.NODE_ENV);
  assert.match(
    await hashPassword('Any-password-1'),
    new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=1\\$`),
  );
});

test('a hash made at either cost verifies, since argon2 reads the cost from the hash', async () => {
  for (const options of [OWASP_ARGON2_OPTIONS, argon2OptionsFor('test')]) {
    const stored = await hash('Any-password-1', options);
    assert.equal(await verifyPassword(stored, 'Any-password-1'), true);
    assert.equal(await verifyPassword(stored, 'Other-password-1'), false);
  }
});
