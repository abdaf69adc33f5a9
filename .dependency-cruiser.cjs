// Import checks (npm run cycles): no import cycle (a cycle makes module order matter at load
// time and ties modules that should stand alone), and the runtimes' code kept apart.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This module takes part in an import cycle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment:
        "shared/ runs in the Worker and in the browser: it imports neither side, nor scripts or tests. A kind's own Worker modules (shared/kinds/<kind>/worker/), importer (import/) and tests (tests/) are the exceptions, each kept to its runtime by the rules below.",
      from: { path: '^shared/', pathNot: '^shared/kinds/[^/]+/(worker|import|tests)/|\\.test\\.tsx?$' },
      to: { path: '^(worker|client|scripts|tests)/|^shared/kinds/[^/]+/(worker|import|tests)/' },
    },
    {
      name: 'kind-worker-modules',
      severity: 'error',
      comment:
        "A kind's Worker modules read D1 and serve the API: they import the Worker and shared/, never the importer, the client or tests.",
      // Tests beside a Worker module (account-checks/*.test.ts) run in Node and may read anything.
      from: { path: '^shared/kinds/[^/]+/worker/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(client|scripts|tests)/|^shared/kinds/[^/]+/(import|tests)/' },
    },
    {
      name: 'kind-importers',
      severity: 'error',
      comment:
        "A kind's importer runs in Node at import time: it imports the shared pipeline (scripts/import) and shared/, never the Worker, the client or tests.",
      from: { path: '^shared/kinds/[^/]+/import/' },
      to: { path: '^(worker|client|tests)/|^shared/kinds/[^/]+/(worker|tests)/' },
    },
    {
      name: 'runtimes-apart',
      severity: 'error',
      comment:
        "The Worker and the client bundle meet only in shared/; neither imports scripts or tests, nor a kind's importer; the client imports no kind's Worker modules.",
      from: { path: '^(worker|client)/' },
      to: { path: '^(scripts|tests)/|^worker/.*|^client/.*|^shared/kinds/[^/]+/(import|tests)/', pathNot: '^$1/' },
    },
    {
      name: 'client-without-server-modules',
      severity: 'error',
      comment:
        "Nothing the browser loads reaches a kind's Worker modules (D1 reads, API handlers): the client bundle stays small and holds no server code.",
      from: { path: '^client/' },
      to: { path: '^shared/kinds/[^/]+/worker/', reachable: true },
    },
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
