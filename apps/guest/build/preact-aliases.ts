/**
 * The guest app is written against React 19's API and runs on Preact through preact/compat
 * (decision 0035): the build and the guest's unit tests resolve React's entry points here, so
 * the tests exercise what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(?:-dom)?$/, replacement: 'preact/compat' },
];
