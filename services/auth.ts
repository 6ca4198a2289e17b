import { http } from './http';

/** Ends the session on the server (spec §7: GET /logout) and forgets the local user marker. */
export async function logout(): Promise<void> {
  await http.get('/logout');
  try {
    window.localStorage.removeItem('user');
  } catch {
    // Storage blocked: nothing was kept there.
  }
}
