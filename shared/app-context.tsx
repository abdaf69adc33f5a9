import { createContext, useContext } from 'react';
import type { Locale } from './locales';

/** What the document needs besides route data; identical on server and client so hydration matches. */
export interface AppConfig {
  lang: Locale;
  /** https://host, for canonical and hreflang URLs */
  origin: string;
  adScriptUrl: string;
  adReloadOnQuery: boolean;
}

const AppContext = createContext<AppConfig | null>(null);
export const AppConfigProvider = AppContext.Provider;

/**
 * The stylesheet's text, which the server inlines in the head (worker/pages/render.tsx) so that
 * the first paint waits on no request, with the response's CSP nonce. Null in the browser: the
 * head is already there, and React keeps a <style> it did not render when it hydrates the head
 * (a document singleton), so the stylesheet never travels twice (not in the hydration data).
 */
const InlineStyle = createContext<{ css: string; nonce: string | undefined } | null>(null);
export const InlineStyleProvider = InlineStyle.Provider;
export const useInlineStyle = () => useContext(InlineStyle);

export function useAppConfig(): AppConfig {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppConfig outside AppConfigProvider');
  return value;
}
