/**
 * Reloads the app where it is. Entry parameters still in the address would re-select the
 * table they name, so they are dropped: the session now holds the current table.
 */
export function reloadPage(location: Location = window.location): void {
  if (location.search) location.replace(location.pathname);
  else location.reload();
}
