import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion, SuggestResult } from '../api-types';
import { useI18n } from '../i18n';
import { withoutCardNumber } from '../card-number-cut';

// The search box's autocompletion: a WAI-ARIA 1.2 combobox (https://www.w3.org/TR/wai-aria-1.2/
// #combobox, pattern "list autocomplete"): the input keeps focus, aria-activedescendant names
// the highlighted option of a listbox. Suggestions come from GET /api/v1/suggest 150 ms after
// the last keystroke. Without JavaScript it is the plain input of the GET /search form.

const DEBOUNCE_MS = 150;

interface Props {
  id: string;
  defaultValue: string;
  placeholder: string;
  autoFocus?: boolean;
}

export function SuggestInput({ id, defaultValue, placeholder, autoFocus }: Props) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const listId = `${useId()}-list`;
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const latest = useRef('');

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function request(typed: string) {
    // A card number is sent as its BIN only, so the account digits never reach a URL or a log
    // line (SPEC: a card number never travels past its BIN); the API echoes the same cut text.
    const text = withoutCardNumber(typed);
    latest.current = text;
    clearTimeout(timer.current);
    pending.current?.abort();
    if (text === '' || text.length > 100) {
      setItems([]);
      close();
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      pending.current = controller;
      try {
        const params = new URLSearchParams({ q: text, lang });
        const res = await fetch(`/api/v1/suggest?${params}`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        if (!res.ok) return;
        const body = (await res.json()) as SuggestResult;
        // An answer to an older keystroke must not replace a newer one.
        if (body.query !== latest.current) return;
        setItems(body.suggestions);
        setActive(-1);
        setOpen(body.suggestions.length > 0);
      } catch {
        // Aborted by a newer keystroke, or offline: the form still searches.
      }
    }, DEBOUNCE_MS);
  }

  function go(s: Suggestion) {
    close();
    navigate(s.path);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : items.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the list wraps through it (WAI-ARIA APG combobox).
      setActive((i) => ((i + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (e.key === 'Enter' && open && active >= 0 && items[active]) {
      e.preventDefault();
      go(items[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  }

  const expanded = open && items.length > 0;
  return (
    <div className="suggest">
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={100}
        placeholder={placeholder}
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => request(e.currentTarget.value.trim())}
        onKeyDown={onKeyDown}
        onBlur={close}
        onFocus={() => {
          if (items.length > 0) setOpen(true);
        }}
      />
      {/* tabIndex -1: a list taller than its box scrolls, and Chromium puts such a scroller in
          the Tab order; Tab from the input then landed on the list, whose closing on blur left
          focus nowhere. The options are reached with the arrow keys (aria-activedescendant). */}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggest.label')}
        className="suggest-list"
        hidden={!expanded}
        tabIndex={-1}
      >
        {expanded &&
          items.map((s, i) => (
            <li
              key={s.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                go(s);
              }}
              onMouseMove={() => setActive(i)}
            >
              <span className="suggest-type">{t(`search.type_${s.type}`)}</span>
              <span className="suggest-label">{s.label}</span>
              {s.detail && <span className="suggest-detail">{s.detail}</span>}
            </li>
          ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? t('suggest.count', { count: items.length }) : ''}
      </span>
    </div>
  );
}
