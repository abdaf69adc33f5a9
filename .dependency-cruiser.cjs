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
      comment: 'shared/ runs in the Worker and in the browser: it imports neither side, nor scripts or tests.',
      from: { path: '^shared/' },
      to: { path: '^(worker|client|scripts|tests)/' },
    },
    {
      name: 'runtimes-apart',
      severity: 'error',
      comment: 'The Worker and the client bundle meet only in shared/; neither imports scripts or tests.',
      from: { path: '^(worker|client)/' },
      to: { path: '^(scripts|tests)/|^worker/.*|^client/.*', pathNot: '^$1/' },
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
