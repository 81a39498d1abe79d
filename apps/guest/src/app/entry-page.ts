import { PATHS } from '../lib/paths';
import { routePage } from './route-page';

// The entry page's chunk, apart from the table of the other pages (app/pages.ts): the entry
// shell renders it, and that table loads with the routed app, not on a first scan.

export const Entry = routePage(() => import('./routes/entry'));

/** The address without trailing slashes; the entry page for the bare origin. */
export const pagePath = (pathname: string): string => pathname.replace(/\/+$/, '') || PATHS.entry;
