// The layering of docs/ARCHITECTURE.md, checked by `npm run lint` (and so by `npm test`).
// Each rule names the layer that may not depend on another; a violation fails the build with
// the rule's name and the two files. Type-only imports count too: a type pulls its module's
// layer in as surely as a value does.

/** A rule that fails the lint: `from` may not depend on `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** A client app's feature folders (apps/<app>/src/features/<name>/) may not reach into each other. */
const noCrossFeature = (app) =>
  forbid(
    `no-cross-feature-${app}`,
    `A feature of apps/${app} imports another feature. Features are composed by a route in app/routes; what two features share goes to src/lib, src/components or packages/client.`,
    { path: `^apps/${app}/src/features/([^/]+)/` },
    { path: `^apps/${app}/src/features/([^/]+)/`, pathNot: `^apps/${app}/src/features/$1/` },
  );

module.exports = {
  forbidden: [
    noCrossFeature('guest'),
    noCrossFeature('staff'),
    forbid(
      'no-app-imports-server',
      'The browser apps talk to the server over HTTP and realtime only; what they share with it is in packages/shared (contract, domain).',
      { path: '^(apps/(guest|staff)|packages)/' },
      { path: '^apps/server/' },
    ),
    forbid(
      'no-app-imports-other-app',
      'The guest app and the staff console are separate bundles; what both need goes to packages/client.',
      { path: '^apps/(guest|staff)/' },
      { path: '^apps/(guest|staff)/', pathNot: '^apps/$1/' },
    ),
    forbid(
      'shared-imports-no-app',
      'packages/shared is the domain and the wire contract used by every app and the server: it depends on no app and not on packages/client.',
      { path: '^packages/shared/' },
      { path: '^(apps|packages/client)/' },
    ),
    forbid(
      'client-imports-no-app',
      'packages/client is the browser code both apps share: it depends on packages/shared only, never on an app.',
      { path: '^packages/client/' },
      { path: '^apps/' },
    ),
    forbid(
      'services-import-no-routes',
      'Routes call services (use cases), never the other way: a service is the same whatever HTTP shape calls it.',
      { path: '^apps/server/src/(services|db|realtime|integrations|lib)/' },
      { path: '^apps/server/src/routes/' },
    ),
    forbid(
      'db-imports-no-services-or-routes',
      'The schema and the database client are the bottom layer: they import neither services nor routes. The seed (db/seed) is a client of the services, so it is left out.',
      { path: '^apps/server/src/db/', pathNot: '^apps/server/src/db/seed/' },
      { path: '^apps/server/src/(services|routes|plugins|http)/' },
    ),
    forbid(
      'no-circular',
      'A cycle makes two modules one: split out what both need.',
      { path: '^(apps|packages)/' },
      { circular: true },
    ),
    forbid(
      'not-to-test',
      'Shipped code never imports test code.',
      { path: '^(apps|packages)/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      { path: '(^(apps|packages)/[^/]+/test/|\\.test\\.tsx?$)' },
    ),
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
