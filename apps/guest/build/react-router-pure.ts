import type { Plugin } from 'vite';

/** React Router's bundles (it ships one file of modules, development and production alike). */
const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
/** `Link.displayName = "Link";` at the top level: a label for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `React.forwardRef(`, `React2.createContext(`, `React3.memo(`: pure calls, unmarked. */
const COMPONENT_CALL = /\b(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * Lets the bundler drop what the app does not use of React Router. Its bundle creates every
 * component and context with calls the bundler must assume have effects and then names each
 * one at the top level, so all of them were kept (the data router's forms, fetchers and
 * prefetching among them, ~2 kB gzipped the app never runs). This marks those calls pure and
 * removes the names, which only React's developer tools show. Lines stay where they are, so
 * the source map still holds.
 */
export function reactRouterPure(): Plugin {
  return {
    name: 'tableside-react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER.test(id)) return null;
      return {
        code: code.replace(DISPLAY_NAME, '').replace(COMPONENT_CALL, '/* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}
