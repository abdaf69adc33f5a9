import { createTranslator } from '../../shared/i18n';
import type { Locale } from '../../shared/locales';
import de from '../../locales/de.json';
import en from '../../locales/en.json';

/** All dictionaries live in the Worker; the client gets only its own language. */
export const dictionaries: Partial<Record<Locale, Record<string, unknown>>> = { de, en };
export const translator = createTranslator(dictionaries);
