import { useRouter } from 'next/router';
import type { FormEvent } from 'react';

/**
 * A GET form that works without JavaScript, and with it moves to its address in the page (no full
 * reload on a slow connection): its empty fields are left out of the address.
 */
export function useGetForm(loading?: { start: () => void; stop: () => void }) {
  const router = useRouter();
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
    event.preventDefault();
    // The form's own path, without the language prefix (the router adds it back).
    const path = new URL(form.action, window.location.href).pathname.replace(/^\/fr(?=\/)/, '');
    const query = params.toString();
    loading?.start();
    router
      .push(query ? `${path}?${query}` : path)
      .then((moved) => {
        if (!moved) loading?.stop();
      })
      .catch(() => loading?.stop());
  };
}
