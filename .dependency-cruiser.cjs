// Import checks (npm run cycles): no import cycle (a cycle makes module order matter at load
// time and ties modules that should stand alone), and the runtimes' code kept apart.
// Every rule is an error: a forbidden import fails the gate.
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('no-circular', 'This module takes part in an import cycle.', {}, { circular: true }),
    forbid(
      'shared-stands-alone',
      "shared/ runs in the Worker and in the browser: it imports neither side, nor scripts or tests. A kind's own Worker modules (shared/kinds/<kind>/worker/), importer (import/) and tests (tests/) are the exceptions, each kept to its runtime by the rules below.",
      { path: '^shared/', pathNot: '^shared/kinds/[^/]+/(worker|import|tests)/|\\.test\\.tsx?$' },
      { path: '^(worker|client|scripts|tests)/|^shared/kinds/[^/]+/(worker|import|tests)/' },
    ),
    // Tests beside a Worker module (account-checks/*.test.ts) run in Node and may read anything.
    forbid(
      'kind-worker-modules',
      "A kind's Worker modules read D1 and serve the API: they import the Worker and shared/, never the importer, the client or tests.",
      { path: '^shared/kinds/[^/]+/worker/', pathNot: '\\.test\\.tsx?$' },
      { path: '^(client|scripts|tests)/|^shared/kinds/[^/]+/(import|tests)/' },
    ),
    forbid(
      'kind-importers',
      "A kind's importer runs in Node at import time: it imports the shared pipeline (scripts/import) and shared/, never the Worker, the client or tests.",
      { path: '^shared/kinds/[^/]+/import/' },
      { path: '^(worker|client|tests)/|^shared/kinds/[^/]+/(worker|tests)/' },
    ),
    forbid(
      'runtimes-apart',
      "The Worker and the client bundle meet only in shared/; neither imports scripts or tests, nor a kind's importer; the client imports no kind's Worker modules.",
      { path: '^(worker|client)/' },
      { path: '^(scripts|tests)/|^worker/.*|^client/.*|^shared/kinds/[^/]+/(import|tests)/', pathNot: '^$1/' },
    ),
    forbid(
      'client-without-server-modules',
      "Nothing the browser loads reaches a kind's Worker modules (D1 reads, API handlers): the client bundle stays small and holds no server code.",
      { path: '^client/' },
      { path: '^shared/kinds/[^/]+/worker/', reachable: true },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.wrangler)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
