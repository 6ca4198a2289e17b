import { getPushKey, removePushSubscription, savePushSubscription, type BrowserPushSubscription } from '@/services/push';

/** What this browser allows: notifications not possible here, not asked yet, allowed, or refused. */
export type AlertPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function alertPermission(): AlertPermission {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/** The site's service worker (registered by every page once loaded; registered here if it has not been yet). */
async function registration(language: 'en' | 'fr') {
  return (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register(`/sw.js?lang=${language}`));
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (alertPermission() === 'unsupported') return null;
  const found = await navigator.serviceWorker.getRegistration('/');
  return (await found?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the person (the browser's own question), subscribes this browser with the site's key and
 * tells the site: for this booking, and for the signed-in account's trips. Answers the permission.
 */
export async function turnOnAlerts(language: 'en' | 'fr', booking?: string): Promise<AlertPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const worker = await registration(language);
  await navigator.serviceWorker.ready;
  const key = fromBase64Url(await getPushKey());
  let subscription = await worker.pushManager.getSubscription();
  // Subscribed with another key (the site's keys changed): subscribe again.
  const sameKey = (existing: PushSubscription) => {
    const held = existing.options.applicationServerKey;
    return !held || new Uint8Array(held).every((byte, index) => byte === key[index]);
  };
  if (subscription && !sameKey(subscription)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await savePushSubscription(subscription.toJSON() as BrowserPushSubscription, language, booking);
  return 'granted';
}

/** This browser stops being told about trips: the site forgets it, then the browser. */
export async function turnOffAlerts(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * Signing out of a phone others may use: it stops hearing about the account's trips and forgets
 * the pages it kept to read offline. Never stops the sign-out.
 */
export async function forgetThisBrowser(): Promise<void> {
  try {
    await turnOffAlerts();
  } catch {
    // Offline or already gone: the push service's 410 removes it later.
  }
  try {
    (await navigator.serviceWorker?.getRegistration('/'))?.active?.postMessage({ type: 'forget-pages' });
  } catch {
    // No service worker here.
  }
}
