import { useEffect } from 'react';
import { consentedScriptSources } from '@/config/public';
import { useConsent } from './use-consent';

/**
 * Optional third-party scripts, each behind the category it belongs to. None is configured by
 * default; an operator sets the URLs. The live chat waits for a press of its button (lib/chat).
 */
const configuredScripts = consentedScriptSources;

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
    if (marketing && scripts.ads) loadScript('ads', scripts.ads);
  }, [performance, marketing]);
  return null;
}
