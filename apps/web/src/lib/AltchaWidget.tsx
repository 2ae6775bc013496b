import { BOT_CHECK_API } from '@kingside/contract';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from './load-chunk';

export interface AltchaWidgetProps {
  /** The widget solved the proof of work: its payload, for the server to verify. */
  onSolved(payload: string): void;
  onError(): void;
}

/** The widget's own texts in our languages that it translates; the others keep its English. */
const WIDGET_LANGUAGES: Record<string, { code: string; load: () => Promise<unknown> }> = {
  es: { code: 'es-es', load: () => import('altcha/i18n/es-es') },
};

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * altcha's self-hosted proof-of-work checkbox. The web component (and its workers) is loaded only
 * when a challenge is shown; it fetches its challenge from our server, never from a third party.
 */
export function AltchaWidget({ onSolved, onError }: AltchaWidgetProps) {
  const { t, i18n } = useTranslation();
  const widgetLanguage = WIDGET_LANGUAGES[i18n.language];
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const handlers = useRef({ onSolved, onError });
  handlers.current = { onSolved, onError };

  useEffect(() => {
    let live = true;
    // The translation registers itself with the widget's global registry, so the widget comes first.
    loadChunk(() => import('./altcha-element'))
      .then(() => widgetLanguage && loadChunk(widgetLanguage.load))
      .then(
        () => live && setLoaded(true),
        () => live && handlers.current.onError(),
      );
    return () => {
      live = false;
    };
  }, [widgetLanguage]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      if (state === 'verified' && payload) handlers.current.onSolved(payload);
      else if (state === 'error') handlers.current.onError();
    };
    element.addEventListener('statechange', onStateChange);
    // Keyboard users land on the box: Space checks it.
    (element.shadowRoot ?? element).querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    return () => element.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  if (!loaded) return <p className="bot-check__loading">{t('app.loading')}</p>;
  return (
    <altcha-widget
      ref={widget}
      challenge={BOT_CHECK_API.challenge}
      type="checkbox"
      display="standard"
      language={widgetLanguage?.code ?? 'en'}
    />
  );
}
