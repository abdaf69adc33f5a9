import { createContext, useContext } from 'react';
import type { Locale } from './locales';

/** What the document needs besides route data; identical on server and client so hydration matches. */
export interface AppConfig {
  lang: Locale;
  /** https://host, for canonical and hreflang URLs */
  origin: string;
  assets: { css: string; entry: string };
  adScriptUrl: string;
  adReloadOnQuery: boolean;
}

const AppContext = createContext<AppConfig | null>(null);
export const AppConfigProvider = AppContext.Provider;

export function useAppConfig(): AppConfig {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppConfig outside AppConfigProvider');
  return value;
}
