// @ts-check
// The one rule that needs its own cruise: cycles between the API's areas (api/src/modules/<area>).
// A folder-level cycle check over the whole repo would also count detours through api/src/db (whose
// demo seed calls the areas' services), so this cruise sees api/src/modules alone.
const base = require('../.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-areas-form-no-cycle',
      comment:
        'The API areas (api/src/modules/<area>) depend on each other in one direction only. Who acts ' +
        'for whom and who may do what is answered once, in api/src/modules/policy; a piece two areas ' +
        'need moves to the lower one (or to policy).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/modules/', circular: true },
    },
  ],
  options: { ...base.options, includeOnly: '^api/src/modules/' },
};
