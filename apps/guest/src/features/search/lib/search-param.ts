/** The search text lives in the address (`/search?q=`), so Back returns to the same results. */
export const SEARCH_PARAM = 'q';
