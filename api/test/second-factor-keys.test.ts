import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { secondFactorKeys } from '../src/modules/second-factor/keys.js';

describe('SECOND_FACTOR_KEY and SECOND_FACTOR_REQUIRED_FOR_STAFF', () => {
  test('unset: the development key, and staff must enrol', () => {
    const config = loadConfig({});
    assert.equal(config.secondFactor.key, undefined);
    assert.equal(config.secondFactor.requiredForStaff, true);
    assert.equal(secondFactorKeys(config.secondFactor.key).isDevelopmentKey, true);
  });

  test('32 bytes in base64 are the key; anything else stops the server with a reason', () => {
    const key = randomBytes(32);
    const config = loadConfig({
      SECOND_FACTOR_KEY: key.toString('base64'),
      SECOND_FACTOR_REQUIRED_FOR_STAFF: 'no',
    });
    assert.deepEqual(config.secondFactor, { key, requiredForStaff: false });
    for (const wrong of [
      randomBytes(16).toString('base64'),
      'not base64 at all!',
      randomBytes(33).toString('base64'),
    ]) {
      assert.throws(
        () => loadConfig({ SECOND_FACTOR_KEY: wrong }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, /SECOND_FACTOR_KEY: expected 32 bytes in base64/);
          return true;
        },
      );
    }
  });
});

describe('secondFactorKeys', () => {
  test('a sealed secret opens with the same key for the same user only', () => {
    const keys = secondFactorKeys(randomBytes(32));
    const box = keys.sealSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 7);
    assert.equal(keys.openSecret(box, 7), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    assert.notEqual(keys.sealSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 7), box, 'a fresh IV each time');
    assert.throws(() => keys.openSecret(box, 8));
    assert.throws(() => secondFactorKeys(randomBytes(32)).openSecret(box, 7));
    assert.throws(() => keys.openSecret(`${box.slice(0, -2)}AA`, 7));
  });

  test('recovery-code hashes depend on the key', () => {
    const [a, b] = [secondFactorKeys(randomBytes(32)), secondFactorKeys(randomBytes(32))];
    assert.equal(a.hashRecoveryCode('abcdefghjk'), a.hashRecoveryCode('abcdefghjk'));
    assert.notEqual(a.hashRecoveryCode('abcdefghjk'), b.hashRecoveryCode('abcdefghjk'));
    assert.notEqual(a.hashRecoveryCode('abcdefghjk'), a.hashRecoveryCode('abcdefghjm'));
  });
});
