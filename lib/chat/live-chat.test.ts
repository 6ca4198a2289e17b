import { pagePolicy } from '@/ssr/content-security';
import { liveChatFromEnv, liveChatOrigins, openLiveChat, resetLiveChat, type LiveChat } from './live-chat';

const prod = (env: Record<string, string | undefined>) => ({ NODE_ENV: 'production', ...env });

describe('the live chat an operator configures', () => {
  it('reads Chatwoot, Tawk.to or a plain widget, in production only, and refuses what is not an address or an id', () => {
    expect(liveChatFromEnv(prod({ CHAT_PROVIDER: 'chatwoot', CHATWOOT_URL: 'https://chat.example.org/', CHATWOOT_WEBSITE_TOKEN: 'abc123' }))).toEqual({
      provider: 'chatwoot',
      name: 'Chatwoot',
      src: 'https://chat.example.org/packs/js/sdk.js',
      baseUrl: 'https://chat.example.org',
      token: 'abc123',
    });
    expect(liveChatFromEnv(prod({ CHAT_PROVIDER: 'tawk', TAWK_PROPERTY_ID: '5f1a', TAWK_WIDGET_ID: 'default' }))).toMatchObject({
      provider: 'tawk',
      src: 'https://embed.tawk.to/5f1a/default',
    });
    expect(liveChatFromEnv(prod({ NEXT_PUBLIC_CHAT_WIDGET_SRC: 'https://widget.example.com/w.js' }))).toEqual({
      provider: 'script',
      name: 'widget.example.com',
      src: 'https://widget.example.com/w.js',
    });
    expect(liveChatFromEnv({ NODE_ENV: 'development', CHAT_PROVIDER: 'tawk', TAWK_PROPERTY_ID: 'a', TAWK_WIDGET_ID: 'b' })).toBeNull();
    for (const env of <Array<Record<string, string>>>[
      { CHAT_PROVIDER: 'chatwoot', CHATWOOT_URL: 'javascript:alert(1)', CHATWOOT_WEBSITE_TOKEN: 'abc' },
      { CHAT_PROVIDER: 'chatwoot', CHATWOOT_URL: 'http://chat.example.org', CHATWOOT_WEBSITE_TOKEN: 'abc' },
      { CHAT_PROVIDER: 'chatwoot', CHATWOOT_URL: 'https://chat.example.org', CHATWOOT_WEBSITE_TOKEN: '"><script>' },
      { CHAT_PROVIDER: 'tawk', TAWK_PROPERTY_ID: '../x', TAWK_WIDGET_ID: 'default' },
      {},
    ])
      expect(liveChatFromEnv(prod(env))).toBeNull();
  });

  it('lets the page load only the configured chat’s code and connections', () => {
    expect(liveChatOrigins(null)).toEqual({ code: [], connect: [] });
    expect(
      liveChatOrigins(liveChatFromEnv(prod({ CHAT_PROVIDER: 'chatwoot', CHATWOOT_URL: 'https://chat.example.org', CHATWOOT_WEBSITE_TOKEN: 'abc' }))),
    ).toEqual({
      code: ['https://chat.example.org'],
      connect: ['https://chat.example.org', 'wss://chat.example.org'],
    });
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { NODE_ENV: 'production', CHAT_PROVIDER: 'tawk', TAWK_PROPERTY_ID: '5f1a', TAWK_WIDGET_ID: 'default' });
      const policy = pagePolicy('nonce', { development: false });
      expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.tawk\.to/);
      expect(policy).toMatch(/connect-src [^;]*wss:\/\/\*\.tawk\.to/);
      expect(policy).toMatch(/frame-src [^;]*https:\/\/\*\.tawk\.to/);
      delete process.env.CHAT_PROVIDER;
      expect(pagePolicy('nonce', { development: false })).not.toContain('tawk');
    } finally {
      process.env = saved;
    }
  });
});

describe('opening the chat', () => {
  beforeEach(() => {
    resetLiveChat();
    document.body.innerHTML = '';
  });
  const script = () => document.getElementById('live-chat') as HTMLScriptElement | null;

  it('adds Tawk.to’s snippet once, and opens its window when it says it is loaded', async () => {
    const chat = liveChatFromEnv(prod({ CHAT_PROVIDER: 'tawk', TAWK_PROPERTY_ID: '5f1a', TAWK_WIDGET_ID: 'default' }))!;
    const win = window as unknown as { Tawk_API?: { onLoad?: () => void; maximize?: () => void } };
    const opened = openLiveChat(chat);
    expect(script()!.src).toBe('https://embed.tawk.to/5f1a/default');
    const maximize = jest.fn();
    win.Tawk_API!.maximize = maximize;
    win.Tawk_API!.onLoad!();
    await opened;
    expect(maximize).toHaveBeenCalledTimes(1);
    // A second press opens it again, with no second script.
    await openLiveChat(chat);
    expect(maximize).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('#live-chat')).toHaveLength(1);
  });

  it('runs Chatwoot’s SDK with the site’s token, and opens it once ready', async () => {
    const chat = liveChatFromEnv(prod({ CHAT_PROVIDER: 'chatwoot', CHATWOOT_URL: 'https://chat.example.org', CHATWOOT_WEBSITE_TOKEN: 'abc123' })) as Extract<
      LiveChat,
      { provider: 'chatwoot' }
    >;
    const win = window as unknown as { chatwootSDK?: { run: jest.Mock }; $chatwoot?: { toggle: jest.Mock } };
    win.chatwootSDK = { run: jest.fn() };
    win.$chatwoot = { toggle: jest.fn() };
    const opened = openLiveChat(chat);
    script()!.onload!(new Event('load'));
    expect(win.chatwootSDK.run).toHaveBeenCalledWith({ websiteToken: 'abc123', baseUrl: 'https://chat.example.org' });
    window.dispatchEvent(new Event('chatwoot:ready'));
    await opened;
    expect(win.$chatwoot.toggle).toHaveBeenCalledWith('open');
  });

  it('says it failed when the script cannot load, and tries again on the next press', async () => {
    const chat = liveChatFromEnv(prod({ NEXT_PUBLIC_CHAT_WIDGET_SRC: 'https://widget.example.com/w.js' }))!;
    const first = openLiveChat(chat);
    script()!.onerror!(new Event('error'));
    await expect(first).rejects.toThrow('the chat could not be loaded');
    expect(script()).toBeNull();
    const second = openLiveChat(chat);
    expect(script()).not.toBeNull();
    script()!.onload!(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});
