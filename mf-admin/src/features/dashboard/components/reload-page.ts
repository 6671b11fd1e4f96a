/** Reloads the whole page (the dashboard's Retry after a failure other than 401, spec §2). */
export function reloadPage(): void {
  window.location.reload();
}
