/** Spec §4: login and logout reload the page so every part of it sees the new session. */
export function reloadPage() {
  window.location.reload();
}
