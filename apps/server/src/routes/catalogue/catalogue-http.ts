// What the catalogue routes share: their error answers, with the 409 that shows the other
// person's change.
import { ZCatalogueConflict } from '@tableside/shared/contract/catalogue';
import { STAFF_READ_ERRORS } from '../../http/staff-auth';

/** Behind editMenu: 401, 403 (role, or a branch of the brand the member is not at), 404, 409. */
export const CATALOGUE_ERRORS = { ...STAFF_READ_ERRORS, 409: ZCatalogueConflict };
