import { useTranslation } from '@/components/i18n/use-translation';
import { useState } from 'react';
import { useScripted } from '@/components/common/use-scripted';
import controls from '@/components/common/controls.module.scss';
import { writeConsent } from '@/components/consent/consent';
import { useConsent } from '@/components/consent/use-consent';
import { openLiveChat, type LiveChat } from '@/lib/chat/live-chat';
import styles from './Help.module.scss';

/**
 * "Chat with us": the operator's chat provider, loaded only when pressed, and only for a visitor
 * who allows its cookies (they are performance cookies: asked here if not yet allowed). Shown once
 * the page's script runs: without it the button could do nothing, and the phone and email are there.
 */
export function LiveChatButton({ chat }: { chat: LiveChat }) {
  const { t } = useTranslation('help');
  const consent = useConsent();
  const scripted = useScripted();
  const [state, setState] = useState<'idle' | 'ask' | 'opening' | 'open' | 'failed'>('idle');
  if (!scripted) return null;

  const start = () => {
    setState('opening');
    openLiveChat(chat).then(
      () => setState('open'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.chat}>
      <button type="button" className={controls.primary} onClick={() => (consent.performance ? start() : setState('ask'))} aria-expanded={state === 'ask'} aria-controls="live-chat-consent">
        {t('chat.button')}
      </button>
      {state === 'ask' && (
        <div id="live-chat-consent" className={styles.chatConsent}>
          <p>{t('chat.consent', { name: chat.name })}</p>
          <p className={styles.chatActions}>
            <button
              type="button"
              className={controls.primary}
              onClick={() => {
                writeConsent({ performance: true, marketing: consent.marketing });
                start();
              }}
            >
              {t('chat.allow')}
            </button>
            <button type="button" className={controls.secondary} onClick={() => setState('idle')}>
              {t('chat.notNow')}
            </button>
          </p>
        </div>
      )}
      {state === 'opening' && <p role="status">{t('chat.opening')}</p>}
      {state === 'failed' && <p role="alert">{t('chat.failed')}</p>}
    </div>
  );
}
