import { isRemoteIncompatible } from '@refnet/shared-ui/core';
import { incompatibleShares, RemoteIncompatible, type RequiredShare } from './sharedCompatibility';

const PROVIDED = new Map([
  ['@refnet/shared-ui', '1.4.0'],
  ['@refnet/contracts', '1.2.0'],
  ['react', '19.3.1'],
]);
const ownCopy = { js: { sync: ['react.js'], async: [] } };
const noCopy = { js: { sync: [], async: [] } };

describe('incompatibleShares', () => {
  it('accepts a remote built against an older minor of what the shell provides', () => {
    const required: RequiredShare[] = [
      { name: '@refnet/shared-ui', requiredVersion: '^1.2.0', assets: noCopy },
      { name: '@refnet/contracts', requiredVersion: '^1.0.0', assets: ownCopy },
      { name: 'react', requiredVersion: '^19.2.0', assets: ownCopy },
    ];
    expect(incompatibleShares(required, PROVIDED)).toEqual([]);
  });

  it('refuses a remote that needs the next major, or a newer minor than the shell has', () => {
    const required: RequiredShare[] = [
      { name: '@refnet/shared-ui', requiredVersion: '^2.0.0', assets: noCopy },
      { name: '@refnet/contracts', requiredVersion: '^1.3.0', assets: ownCopy },
    ];
    expect(incompatibleShares(required, PROVIDED)).toEqual([
      { name: '@refnet/shared-ui', required: '^2.0.0', provided: '1.4.0' },
      { name: '@refnet/contracts', required: '^1.3.0', provided: '1.2.0' },
    ]);
  });

  it('refuses a shell-only share the shell does not have, and accepts one the remote brought itself', () => {
    const required: RequiredShare[] = [
      { name: '@refnet/shared-ui/charts', requiredVersion: '^1.5.0', assets: noCopy },
      { name: 'react-router-dom', requiredVersion: '^7.9.0', assets: ownCopy },
    ];
    expect(incompatibleShares(required, PROVIDED)).toEqual([
      { name: '@refnet/shared-ui/charts', required: '^1.5.0', provided: null },
    ]);
  });

  it('accepts any version where the remote requires none', () => {
    expect(
      incompatibleShares([{ name: 'react', requiredVersion: false, assets: ownCopy }], PROVIDED),
    ).toEqual([]);
  });

  it('names the remote, its build and each share in the error the team receives', () => {
    const error = new RemoteIncompatible('mf_admin', '2.0.0 (built 2026-11-27T10:00:00.000Z)', [
      { name: '@refnet/shared-ui', required: '^2.0.0', provided: '1.4.0' },
    ]);
    expect(error.message).toBe(
      'mf_admin 2.0.0 (built 2026-11-27T10:00:00.000Z) needs what this shell does not provide: ' +
        '@refnet/shared-ui ^2.0.0 (the shell has 1.4.0)',
    );
    // The card of the remote, and of its parcels, tells it from other failures by its name.
    expect(isRemoteIncompatible(error)).toBe(true);
    expect(isRemoteIncompatible(new Error('Failed to fetch'))).toBe(false);
  });
});
