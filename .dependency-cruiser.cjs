// Who may import what, checked by dependency-cruiser in `npm test` (scripts/dependency-rules.ts); any
// violation fails it.
module.exports = {
  forbidden: [
    {
      name: 'browser-never-reaches-node',
      comment:
        'Front-end code runs in the browser: never the node-only parts of shared-contracts or a server library.',
      severity: 'error',
      from: { path: '^(mf-admin|mf-public|shell)/src/' },
      to: {
        path: [
          '^shared-contracts/src/(node|server)/',
          '^@wedding/shared-contracts/(node|server|env)$',
          'node_modules/(mongoose|mongodb|express|pino|pino-http|helmet|compression|passport|multer)/',
        ],
      },
    },
    {
      name: 'services-never-reach-front-ends',
      comment: 'A service is deployed on its own: never a front end, nor the other service.',
      severity: 'error',
      from: { path: '^svc-(admin|public)/src/' },
      to: { path: ['^(mf-admin|mf-public|shell)/', '^svc-(?!$1)[a-z]+/'] },
    },
    {
      name: 'front-ends-never-reach-each-other',
      comment: 'Each remote is built and deployed on its own: shared code lives in shared-contracts.',
      severity: 'error',
      from: { path: '^(mf-admin|mf-public|shell)/src/' },
      to: { path: '^(mf-admin|mf-public|shell)/src/', pathNot: '^$1/src/' },
    },
    {
      name: 'features-never-import-each-other',
      comment: 'A feature is one screen or flow; what two features share lives outside features/.',
      severity: 'error',
      from: { path: '^(mf-admin|mf-public)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'app-only-composes',
      comment:
        "A remote's src/app/ composes it (routes, providers, catalogs, the page frame); the rest never imports it.",
      severity: 'error',
      from: { path: '^(mf-admin|mf-public)/src/(?!app/|index\\.tsx?$)' },
      to: { path: '^$1/src/app/' },
    },
    {
      name: 'shared-code-never-reaches-features',
      comment: "What a remote's screens share (mf-public's src/shared/) never imports a screen.",
      severity: 'error',
      from: { path: '^(mf-public)/src/shared/' },
      to: { path: '^$1/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'tools-depend-one-way',
      comment:
        'scripts/ (build, stack, test runner) <- e2e/ (browser tests and their kit) <- bench/: never the other way.',
      severity: 'error',
      from: { path: '^(scripts|e2e)/' },
      to: { path: ['^bench/', '^e2e/'], pathNot: '^$1/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser, and its swc reader takes .tsx for plain
    // TypeScript: acorn (loose) reads the imports
    parser: 'acorn',
    doNotFollow: { path: 'node_modules' },
    // tests may compose anything, except the browser tests, which keep the tools' direction
    exclude: { path: '(^(?!e2e/).*\\.test\\.tsx?$|/dist/|/dist-server/|^scripts/fixtures/)' },
    // the workspace packages by their sources, as the builds and jest read them
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
