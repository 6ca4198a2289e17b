import Script from 'next/script';
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

export function ConsentedScripts() {
  const consent = useConsent();
  const SCRIPTS = configuredScripts();
  return (
    <>
      {consent.performance && SCRIPTS.analytics && <Script id="analytics" src={SCRIPTS.analytics} strategy="lazyOnload" />}
      {consent.performance && SCRIPTS.chat && <Script id="chat-widget" src={SCRIPTS.chat} strategy="lazyOnload" />}
      {consent.marketing && SCRIPTS.ads && <Script id="ads" src={SCRIPTS.ads} strategy="lazyOnload" />}
    </>
  );
}
