// The layering of docs/ARCHITECTURE.md, checked by `npm run lint` (and so by `npm test`).
// Each rule names the layer that may not depend on another; a violation fails the build with
// the rule's name and the two files. Type-only imports count too: a type pulls its module's
// layer in as surely as a value does.

/** A client app's feature folders (apps/<app>/src/features/<name>/) may not reach into each other. */
const noCrossFeature = (app) => ({
  name: `no-cross-feature-${app}`,
  comment: `A feature of apps/${app} imports another feature. Features are composed by a route in app/routes; what two features share goes to src/lib, src/components or packages/client.`,
  severity: 'error',
  from: { path: `^apps/${app}/src/features/([^/]+)/` },
  to: {
    path: `^apps/${app}/src/features/([^/]+)/`,
    pathNot: `^apps/${app}/src/features/$1/`,
  },
});

module.exports = {
  forbidden: [
    noCrossFeature('guest'),
    noCrossFeature('staff'),
    {
      name: 'no-app-imports-server',
      comment:
        'The browser apps talk to the server over HTTP and realtime only; what they share with it is in packages/shared (contract, domain).',
      severity: 'error',
      from: { path: '^(apps/(guest|staff)|packages)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'no-app-imports-other-app',
      comment:
        'The guest app and the staff console are separate bundles; what both need goes to packages/client.',
      severity: 'error',
      from: { path: '^apps/(guest|staff)/' },
      to: { path: '^apps/(guest|staff)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'shared-imports-no-app',
      comment:
        'packages/shared is the domain and the wire contract used by every app and the server: it depends on no app and not on packages/client.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|packages/client)/' },
    },
    {
      name: 'client-imports-no-app',
      comment:
        'packages/client is the browser code both apps share: it depends on packages/shared only, never on an app.',
      severity: 'error',
      from: { path: '^packages/client/' },
      to: { path: '^apps/' },
    },
    {
      name: 'services-import-no-routes',
      comment:
        'Routes call services (use cases), never the other way: a service is the same whatever HTTP shape calls it.',
      severity: 'error',
      from: { path: '^apps/server/src/(services|db|realtime|integrations|lib)/' },
      to: { path: '^apps/server/src/routes/' },
    },
    {
      name: 'db-imports-no-services-or-routes',
      comment:
        'The schema and the database client are the bottom layer: they import neither services nor routes. The seed (db/seed) is a client of the services, so it is left out.',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: '^apps/server/src/db/seed/' },
      to: { path: '^apps/server/src/(services|routes|plugins|http)/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one: split out what both need.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-test',
      comment: 'Shipped code never imports test code.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^(apps|packages)/[^/]+/test/|\\.test\\.tsx?$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
