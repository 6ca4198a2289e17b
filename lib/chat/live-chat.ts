/**
 * Live chat (spec §1: production only; docs/live-chat.md): a provider's own website snippet,
 * loaded only when a visitor who allows it presses "Chat with us", never with the page.
 */
export type LiveChat =
  | { provider: 'chatwoot'; name: 'Chatwoot'; src: string; baseUrl: string; token: string }
  | { provider: 'tawk'; name: 'Tawk.to'; src: string }
  | { provider: 'script'; name: string; src: string };

const httpsOrigin = (url: string | undefined) => {
  try {
    const parsed = new URL(url ?? '');
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(parsed.hostname)) ? parsed.origin : null;
  } catch {
    return null;
  }
};
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The chat an operator configured, from the page server's environment; null when none (or outside production). */
export function liveChatFromEnv(env: Record<string, string | undefined> = process.env): LiveChat | null {
  if (env.NODE_ENV !== 'production') return null;
  const provider = (env.CHAT_PROVIDER ?? '').toLowerCase();
  if (provider === 'chatwoot') {
    const baseUrl = httpsOrigin(env.CHATWOOT_URL);
    const token = env.CHATWOOT_WEBSITE_TOKEN ?? '';
    return baseUrl && ID.test(token) ? { provider: 'chatwoot', name: 'Chatwoot', src: `${baseUrl}/packs/js/sdk.js`, baseUrl, token } : null;
  }
  if (provider === 'tawk') {
    const property = env.TAWK_PROPERTY_ID ?? '';
    const widget = env.TAWK_WIDGET_ID ?? '';
    return ID.test(property) && ID.test(widget) ? { provider: 'tawk', name: 'Tawk.to', src: `https://embed.tawk.to/${property}/${widget}` } : null;
  }
  // The configurable widget kept from before: any script, named by its host.
  const src = env.CHAT_WIDGET_SRC || env.NEXT_PUBLIC_CHAT_WIDGET_SRC;
  const origin = httpsOrigin(src);
  return origin && src ? { provider: 'script', name: new URL(origin).hostname, src } : null;
}

/** What the chat needs the page's Content-Security-Policy to allow: its scripts, frames, pictures and live connection. */
export function liveChatOrigins(chat: LiveChat | null): { code: string[]; connect: string[] } {
  if (!chat) return { code: [], connect: [] };
  if (chat.provider === 'tawk') return { code: ['https://*.tawk.to', 'https://cdn.jsdelivr.net'], connect: ['https://*.tawk.to', 'wss://*.tawk.to'] };
  const origin = new URL(chat.src).origin;
  return { code: [origin], connect: [origin, origin.replace(/^http/, 'ws')] };
}

type ChatWindow = Window & {
  chatwootSDK?: { run: (options: { websiteToken: string; baseUrl: string }) => void };
  $chatwoot?: { toggle: (state?: 'open' | 'close') => void };
  Tawk_API?: { onLoad?: () => void; maximize?: () => void };
  Tawk_LoadStart?: Date;
};

let opening: Promise<void> | null = null;

/** How long a provider's snippet may take to say it is ready before the page offers the phone and email instead. */
export const CHAT_READY_TIMEOUT_MS = 20_000;

/**
 * Loads the chat's snippet once and opens its window; a second press opens it again. Rejects when
 * the script cannot be loaded (the page then offers the phone and email).
 */
export function openLiveChat(chat: LiveChat, win: ChatWindow = window): Promise<void> {
  const open = () => {
    if (chat.provider === 'chatwoot') win.$chatwoot?.toggle('open');
    if (chat.provider === 'tawk') win.Tawk_API?.maximize?.();
  };
  if (opening) return opening.then(open);
  opening = new Promise<void>((resolve, reject) => {
    let settled = false;
    const ready = () => {
      if (settled) return;
      settled = true;
      open();
      resolve();
    };
    const fail = () => {
      if (settled) return;
      settled = true;
      opening = null;
      reject(new Error('the chat could not be loaded'));
    };
    if (chat.provider === 'tawk') {
      win.Tawk_API = { ...win.Tawk_API, onLoad: ready };
      win.Tawk_LoadStart = new Date();
    }
    if (chat.provider === 'chatwoot') win.addEventListener('chatwoot:ready', ready, { once: true });
    if (chat.provider !== 'script') win.setTimeout(fail, CHAT_READY_TIMEOUT_MS);
    const script = win.document.createElement('script');
    script.id = 'live-chat';
    script.src = chat.src;
    script.async = true;
    script.charset = 'UTF-8';
    if (chat.provider === 'tawk') script.setAttribute('crossorigin', '*');
    script.onload = () => {
      if (chat.provider === 'chatwoot') win.chatwootSDK?.run({ websiteToken: chat.token, baseUrl: chat.baseUrl });
      // A plain widget opens itself; Chatwoot and Tawk say when they are ready.
      if (chat.provider === 'script') ready();
    };
    script.onerror = () => {
      script.remove();
      fail();
    };
    win.document.body.appendChild(script);
  });
  return opening;
}

/** For tests: forget a loaded chat. */
export const resetLiveChat = () => {
  opening = null;
};
