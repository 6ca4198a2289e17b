import { useEffect } from 'react';
import { useConsent } from './use-consent';

/**
 * Optional third-party scripts, each behind the category it belongs to. None is configured by
 * default; an operator sets the URLs. The chat widget runs only in production (spec §1).
 */
const configuredScripts = () => ({
  analytics: process.env.NEXT_PUBLIC_ANALYTICS_SRC,
  ads: process.env.NEXT_PUBLIC_ADS_SRC,
  chat: process.env.NODE_ENV === 'production' ? process.env.NEXT_PUBLIC_CHAT_WIDGET_SRC : undefined,
});

/** Adds a script once, after the page is interactive; a small stand-in for next/script's lazyOnload. */
function loadScript(id: string, src: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.body.appendChild(script);
}

export function ConsentedScripts() {
  const { performance, marketing } = useConsent();
  useEffect(() => {
    const scripts = configuredScripts();
    if (performance && scripts.analytics) loadScript('analytics', scripts.analytics);
    if (performance && scripts.chat) loadScript('chat-widget', scripts.chat);
    if (marketing && scripts.ads) loadScript('ads', scripts.ads);
  }, [performance, marketing]);
  return null;
}
