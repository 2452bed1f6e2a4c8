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
  '@refnet/shared-ui',
  '@refnet/contracts',
];

/**
 * @param {{ dependencies?: Record<string, string> }} appPackage
 * @returns {Record<string, { singleton: true, requiredVersion: string | false }>}
 */
function sharedSingletons(appPackage) {
  const declared = appPackage.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      // Packages the app only gets transitively (react-router via react-router-dom) take whatever is loaded.
      return [key, { singleton: true, requiredVersion: declared[packageName] ?? false }];
    }),
  );
}

module.exports = { sharedSingletons, SINGLETONS };
