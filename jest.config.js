// One jest entry point: `unit` runs the tests beside the code, `integration` runs each service's
// tests against a real MongoDB-wire database (scripts/with-db.ts provides MONGODB_URI).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx, decorators: false },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'commonjs' },
  },
];

// applies the workspace's `source` export condition to @wedding/* packages only (see the file)
const resolver = '<rootDir>/scripts/jest-resolver.js';

const nodeProject = {
  testEnvironment: 'node',
  resolver,
  // .tsx: shared-contracts' ./ui entry (the Toaster) is React; its tests run in a jsdom docblock
  transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
};

// react-intl 12 and its formatjs dependencies ship ES modules only: compiled to CommonJS for jest
const esmOnly = ['react-intl', 'intl-messageformat', '@formatjs'];
const swcJs = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } },
];

// styled-components' class names from each component's file and position, as the build names them
// (scripts/mf/rspack-base.ts): a page prerendered in a test then names every class as the live page does
const swcStyled = (() => {
  const [name, options] = swc(true);
  const plugin = [require.resolve('@swc/plugin-styled-components'), { ssr: true, fileName: false }];
  // the compiled plugin's cache, out of the repository (as the build's)
  const cacheRoot = require('node:path').join(__dirname, 'node_modules/.cache/swc');
  return [name, { ...options, jsc: { ...options.jsc, experimental: { plugins: [plugin], cacheRoot } } }];
})();

const webProject = {
  testEnvironment: 'jsdom',
  // its tests' time limit (30 s) is set in jest-web-setup.ts: jest ignores a project's `testTimeout`
  resolver,
  transform: { '^.+\\.(ts|tsx)$': swcStyled, '^.+\\.m?js$': swcJs },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest-web-setup.ts'],
};

module.exports = {
  projects: [
    {
      ...nodeProject,
      displayName: 'unit',
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '\\.e2e\\.test\\.ts$'],
      roots: [
        '<rootDir>/shared-contracts/src',
        '<rootDir>/svc-public/src',
        '<rootDir>/svc-admin/src',
        '<rootDir>/shell/server',
        '<rootDir>/scripts',
      ],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...webProject,
      displayName: 'unit-web',
      roots: ['<rootDir>/mf-public/src', '<rootDir>/mf-admin/src', '<rootDir>/shell/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      ...nodeProject,
      displayName: 'integration',
      roots: [
        '<rootDir>/svc-public/test',
        '<rootDir>/svc-admin/test',
        '<rootDir>/shared-contracts/test',
        '<rootDir>/scripts',
      ],
      testMatch: ['**/*.int.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/testing/jest-integration-setup.ts'],
    },
    {
      ...nodeProject,
      displayName: 'e2e',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/jest-setup.ts'],
    },
    {
      // Firefox ESR and WebKitGTK through WebDriver (issue 18 item 7): run under xvfb-run by npm test
      ...nodeProject,
      displayName: 'smoke',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.smoke.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/jest-setup.ts'],
    },
  ],
};
