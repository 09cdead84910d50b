// The project's boundaries (DESIGN §1, §3 "Boundaries"; docs/architecture.md), checked in `npm run lint`
// by dependency-cruiser over every TypeScript file of the workspaces. No exception list: a rule that does
// not fit is changed here, with its reason.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere (type-only imports and lazy import() included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-not-to-apps',
      comment: 'The shared packages (domain, contracts) never import an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'domain-not-to-contracts',
      comment: 'packages/domain is the pure rules; the contracts build on it, never the other way.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/contracts/' },
    },
    {
      name: 'server-module-through-its-index',
      comment:
        "A server module uses another module only through that module's public index.ts (its own files freely).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'composition-through-module-indexes',
      comment:
        "The composition (app.ts, main.ts, entities.ts, seed.ts) and the end-to-end harness reach a module through its index. (The benchmarks measure the engines' own statements beside a floor, so they may name their internals.) The PDF worker (src/pdf-worker.ts) imports the modules' PDF files (*-pdf.tsx) alone, so that the worker thread loads the documents, not the server.",
      severity: 'error',
      from: { path: '^(apps/server/src/[^/]+\\.ts$|e2e/)' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          // Only from the PDF worker: see the comment.
          '^apps/server/src/modules/[^/]+/[^/]+-pdf\\.tsx$',
        ],
      },
    },
    {
      name: 'only-the-pdf-worker-imports-pdf-files',
      comment: "A module's PDF file (*-pdf.tsx) is reached from the composition only by the PDF worker.",
      severity: 'error',
      from: { path: '^(apps/server/src/[^/]+\\.ts$|e2e/)', pathNot: '^apps/server/src/pdf-worker\\.ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+-pdf\\.tsx$' },
    },
    {
      name: 'infrastructure-not-to-modules',
      comment: 'db/ (migrations, seeds) and platform/ never import a feature module.',
      severity: 'error',
      from: { path: '^apps/server/src/(db|platform)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'migrations-self-contained',
      comment: 'A landed migration is never edited, so nothing imports one but the migrator (and tests).',
      severity: 'error',
      from: { pathNot: ['^apps/server/src/db/migrations/', '\\.test\\.tsx?$'] },
      to: { path: '^apps/server/src/db/migrations/(?!index\\.ts$)' },
    },
    {
      name: 'modules-not-to-composition',
      comment: 'Modules never import the composition (app.ts, main.ts, entities.ts, seed.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/(modules|platform|db)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/server/src/(app|main|entities|seed)\\.ts$' },
    },
    {
      name: 'only-main-imports-the-app-factory',
      comment: 'The app factory is built by main.ts (and by the tests through test/helpers.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/main\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^apps/server/src/app\\.ts$' },
    },
    {
      name: 'web-engine-not-to-features-or-app',
      comment: "The web's engines (forms, grid) are generic: they never import a feature or the app.",
      severity: 'error',
      from: { path: '^apps/web/src/engine/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-shared-not-to-features-or-app',
      comment: 'components/ and lib/ serve everything above them and import none of it.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app|engine)/' },
    },
    {
      name: 'web-feature-not-to-another',
      comment:
        'A web feature uses another only through its index (or shares through packages/domain, lib, components, or the app that composes them).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-not-to-server',
      comment:
        "The web app reaches the server through the API and the shared packages only (its asset scripts may use the server's PDF module, the one way to make a PDF).",
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-to-web',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
