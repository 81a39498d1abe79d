import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

// How the entry page moves on without React Router: the page a QR code opens renders before
// the router has downloaded (app/entry-shell.tsx), so the components it shares with the routed
// app navigate through this port. Inside the router, lib/router-navigation serves it with
// React Router's navigate; on the entry shell, a navigation hands the tab over to the routed app
// (docs/decisions/0006).

export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

const NavigateContext = createContext<NavigateTo | null>(null);

export const NavigationProvider = NavigateContext.Provider;

export function useNavigateTo(): NavigateTo {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useNavigateTo needs a NavigationProvider above it');
  return navigate;
}

/** A click the browser would otherwise follow in this tab (not a new tab or a download). */
const followsInPage = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!target || target === '_self');

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app. */
  to: string;
  replace?: boolean;
};

/** A link to a page of the app, as React Router's <Link> for an absolute path. */
export function AppLink({ to, replace, onClick, ...anchor }: AppLinkProps) {
  const navigate = useNavigateTo();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInPage(event, anchor.target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}
