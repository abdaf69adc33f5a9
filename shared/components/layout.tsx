import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { pageUrl } from '../kinds';
import { LanguageSwitcher } from './language-switcher';
import { LoadingBar } from './loading-bar';
import { AdSlot } from './ad-slot';
import { SuggestInput } from './search-suggest';
import { RouteAnnouncer } from './route-announcer';

/** `long`: the home page's placeholder as SPEC.md words it ("Search by code or bank name*"). */
export function SearchForm({ id, autoFocus, long }: { id: string; autoFocus?: boolean; long?: boolean }) {
  const { t } = useI18n();
  const { search } = useLocation();
  const q = new URLSearchParams(search).get('q') ?? '';
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      {/* The short placeholder: the long one ("Search by code or bank name*") was cut off in a
          phone's box in every language; the button already says "Search". The home
          page keeps SPEC.md's long one, in a box that takes the whole width on a phone. */}
      <SuggestInput
        id={id}
        defaultValue={q}
        placeholder={t(long ? 'search.placeholder' : 'search.placeholder_short')}
        autoFocus={autoFocus}
      />
      {/* On a phone the button is a magnifier (its text stays its accessible name), so the box gets the room. */}
      <button type="submit">
        <svg className="search-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="search-button-text">{t('search.submit')}</span>
      </button>
    </Form>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  // Pages with a search box of their own (home, search, the SWIFT form) get no second one in the
  // header (SPEC.md hideHeaderSearch; two boxes on a phone pushed the results down).
  const ownSearch =
    pathname === '/' || pathname === '/search' || pathname === pageUrl('swift') || pathname === `${pageUrl('swift')}/`;
  return (
    <>
      <LoadingBar />
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <header className="site-header">
        <Link to="/" className="logo">
          {t('layout.brand')}
        </Link>
        <nav aria-label={t('layout.main_nav')}>
          <Link to="/countries">{t('nav.countries')}</Link>
        </nav>
        {!ownSearch && <SearchForm id="header-search" />}
      </header>
      <main id="main">{children}</main>
      <RouteAnnouncer />
      <AdSlot />
      <footer className="site-footer">
        <p>{t('layout.disclaimer')}</p>
        <nav aria-label={t('layout.footer_nav')} className="footer-links">
          <Link to="/sources">{t('sources.link')}</Link>
          <Link to="/api-docs">{t('apidocs.footer_link')}</Link>
        </nav>
        <LanguageSwitcher />
      </footer>
    </>
  );
}
