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
          '^shared-contracts/src/(domain|server)/',
          '^@wedding/shared-contracts/(domain|server|env)$',
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
      name: 'contracts-stay-browser-safe',
      comment:
        "shared-contracts' root and schemas/ (the '.' and './phone' entries) are what both sides agree on: never the guest domain, the service kit, the web kit or the UI.",
      severity: 'error',
      from: { path: '^shared-contracts/src/(schemas/|[^/]+$)' },
      to: { path: '^shared-contracts/src/(domain|server|web|ui)/' },
    },
    {
      name: 'service-kit-knows-no-guest',
      comment:
        'The service kit (shared-contracts/src/server/) serves any service: the guest domain builds on it, never the other way.',
      severity: 'error',
      from: { path: '^shared-contracts/src/server/' },
      to: { path: '^shared-contracts/src/(domain|web|ui)/' },
    },
    {
      name: 'domain-never-renders',
      comment: 'The guest domain runs in the services: never the web kit or the UI.',
      severity: 'error',
      from: { path: '^shared-contracts/src/domain/' },
      to: { path: '^shared-contracts/src/(web|ui)/' },
    },
    {
      name: 'rendering-kits-never-reach-node',
      comment: 'The web kit and the UI run in the browser: never the guest domain or the service kit.',
      severity: 'error',
      from: { path: '^shared-contracts/src/(web|ui)/' },
      to: { path: '^shared-contracts/src/(domain|server)/' },
    },
    {
      name: 'barrels-stay-in-their-folder',
      comment: "An entry point (index.ts) re-exports its own folder's modules, never another folder's.",
      severity: 'error',
      from: { path: '^shared-contracts/src/([^/]+)/index\\.ts$' },
      to: { path: '^shared-contracts/src/', pathNot: '^shared-contracts/src/$1/' },
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
