import { compatibilityCheck, providedVersions } from './compatibilityCheck';
import { reportIncompatibleRemote } from './reportIncompatibleRemote';
import { RemoteIncompatible } from './sharedCompatibility';

const reportError = jest.fn();
jest.mock('@refnet/shared-ui', () => ({
  ...jest.requireActual('@refnet/shared-ui'),
  reportError: (...args: unknown[]) => reportError(...args),
}));

const SHELL_SHARED = {
  '@refnet/shared-ui': [{ version: '1.0.0' }],
  react: [{ version: '19.3.1' }],
};

function manifestRequiring(sharedUiRange: string) {
  return {
    metaData: { buildInfo: { buildVersion: '2.0.0', buildTime: '2026-11-27T10:00:00.000Z' } },
    shared: [
      { name: '@refnet/shared-ui', requiredVersion: sharedUiRange, assets: { js: { sync: [], async: [] } } },
      { name: 'react', requiredVersion: '^19.2.0', assets: { js: { sync: ['react.js'], async: [] } } },
    ],
  };
}

/** Runs the plugin's hook as Module Federation does once it has read a remote's manifest. */
function afterLoadManifest(plugin: ReturnType<typeof compatibilityCheck>, manifestJson: unknown) {
  const hook = plugin.afterLoadManifest as unknown as (args: object) => unknown;
  return () =>
    hook({
      manifestUrl: 'http://remotes.example/mf-admin/mf-manifest.json',
      manifestJson,
      moduleInfo: { name: 'mf_admin', entry: 'http://remotes.example/mf-admin/mf-manifest.json' },
      origin: { options: { shared: SHELL_SHARED } },
    });
}

afterEach(() => reportError.mockReset());

describe('compatibilityCheck', () => {
  it('lets a remote built against the shared-ui major the shell provides load', () => {
    const refused = jest.fn();
    expect(afterLoadManifest(compatibilityCheck(refused), manifestRequiring('^1.0.0'))()).toBeUndefined();
    expect(refused).not.toHaveBeenCalled();
  });

  it('stops a remote that needs the next major before any of its code loads, naming its build', () => {
    const refused = jest.fn();
    const run = afterLoadManifest(compatibilityCheck(refused), manifestRequiring('^2.0.0'));
    expect(run).toThrow(RemoteIncompatible);
    expect(run).toThrow(
      'mf_admin 2.0.0 (built 2026-11-27T10:00:00.000Z) needs what this shell does not provide: ' +
        '@refnet/shared-ui ^2.0.0 (the shell has 1.0.0)',
    );
    expect(refused).toHaveBeenCalledWith(expect.any(RemoteIncompatible));
  });

  it('leaves a manifest that did not load to fail as an unreachable remote', () => {
    const refused = jest.fn();
    expect(afterLoadManifest(compatibilityCheck(refused), undefined)()).toBeUndefined();
    expect(refused).not.toHaveBeenCalled();
  });

  it('reads the versions the shell registered', () => {
    expect(providedVersions({ a: [{ version: '1.2.3' }], b: [{}], c: undefined })).toEqual(
      new Map([['a', '1.2.3']]),
    );
  });
});

describe('reportIncompatibleRemote', () => {
  const refusal = () =>
    new RemoteIncompatible('mf_admin', '2.0.0', [
      { name: '@refnet/shared-ui', required: '^2.0.0', provided: '1.0.0' },
    ]);

  it('tells the team once per build, however often the page meets it', async () => {
    reportIncompatibleRemote(refusal());
    reportIncompatibleRemote(refusal());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ name: 'RemoteIncompatible' }));
  });
});
