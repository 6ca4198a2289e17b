import { http } from './http';

/** Spec §7 POST /newsletter (loaded only when someone subscribes: the footer is on every page). */
export async function subscribeToNewsletter(email: string, language: 'en' | 'fr'): Promise<string> {
  const { data } = await http.post<{ status: string }>('/newsletter', { email, language });
  return data.status;
}
