import { PATHS } from '../lib/paths';

/** Spec section 2: these pages skip loading tenant, branch and table data. */
const SKIPPING = new Set<string>([PATHS.paymentConfirmation, PATHS.paymentStatus]);

export const skipsInitialData = (pathname: string): boolean =>
  SKIPPING.has(pathname.replace(/\/+$/, '') || '/');

/** The loader reason held from boot until the initial data and the brand's look are in place. */
export const INITIAL_LOADER = 'initial-data';
