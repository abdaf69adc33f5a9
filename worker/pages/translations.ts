import { createTranslator, type Dictionary } from '../../shared/i18n';
import type { Locale } from '../../shared/locales';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import it from '../../locales/it.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import pt from '../../locales/pt.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';

/**
 * All ten dictionaries live in the Worker (one rosetta instance, the language passed on
 * each call); the browser loads only its own language's chunk (client/entry.tsx).
 */
export const dictionaries: Record<Locale, Dictionary> = { de, en, es, fr, it, ja, ko, pt, ru, zh };
export const translator = createTranslator(dictionaries);
