// @ts-check
// Modules that must exist once per page (ARCHITECTURE.md "Shared singletons"). The trailing-slash keys
// share subpath imports such as react/jsx-runtime and react-dom/client.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/',
  'single-spa',
  'single-spa-react',
  'axios',
  'dayjs',
  '@refnet/contracts',
  '@refnet/contracts/',
];

/**
 * shared-ui's entries carry antd. The shell provides every one of them from its own build (by absolute path,
 * so an entry is provided even before the shell uses it) and remotes never bundle a copy (`import: false`):
 * there is then exactly one antd, one theme context and one jotai store in the page, whatever loads first.
 * A remote requires the range of shared-ui it was built against (its package.json), strictly: with no copy
 * of its own, a version outside it must stop the remote, never run it half-broken (docs/releases.md).
 */
const HOST_PROVIDED = [
  '@refnet/shared-ui',
  '@refnet/shared-ui/core',
  '@refnet/shared-ui/display',
  '@refnet/shared-ui/forms',
  '@refnet/shared-ui/tables',
  '@refnet/shared-ui/data',
  '@refnet/shared-ui/accounts',
  '@refnet/shared-ui/patients',
  '@refnet/shared-ui/clinicians',
  '@refnet/shared-ui/referrals',
  '@refnet/shared-ui/conversation',
];

/**
 * @param {{ name?: string, dependencies?: Record<string, string> }} appPackage
 * @param {boolean} isHost
 */
function sharedSingletons(appPackage, isHost) {
  const declared = appPackage.dependencies ?? {};
  const singletons = SINGLETONS.map((key) => {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    // Packages the app only gets transitively (react-router via react-router-dom) take whatever is loaded.
    return [key, { singleton: true, requiredVersion: declared[packageName] ?? false }];
  });
  const sharedUiVersion = require('../package.json').version;
  const requiredSharedUi = declared['@refnet/shared-ui'];
  if (!isHost && !requiredSharedUi) throw new Error(`${appPackage.name} must depend on @refnet/shared-ui`);
  const hostProvided = HOST_PROVIDED.map((key) => [
    key,
    isHost
      ? { singleton: true, requiredVersion: false, version: sharedUiVersion, import: require.resolve(key) }
      : {
          singleton: true,
          requiredVersion: requiredSharedUi,
          strictVersion: true,
          import: /** @type {false} */ (false),
        },
  ]);
  return Object.fromEntries([...singletons, ...hostProvided]);
}

module.exports = { sharedSingletons, SINGLETONS, HOST_PROVIDED };
