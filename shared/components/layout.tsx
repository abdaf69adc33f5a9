import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { LanguageSwitcher } from './language-switcher';
import { LoadingBar } from './loading-bar';
import { AdSlot } from './ad-slot';
import { SuggestInput } from './search-suggest';
import { RouteAnnouncer } from './route-announcer';

export function SearchForm({ id, autoFocus }: { id: string; autoFocus?: boolean }) {
  const { t } = useI18n();
  const { search } = useLocation();
  const q = new URLSearchParams(search).get('q') ?? '';
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor={id} className="visually-hidden">{t('search.label')}</label>
      <SuggestInput id={id} defaultValue={q} placeholder={t('search.placeholder')} autoFocus={autoFocus} />
      <button type="submit">{t('search.submit')}</button>
    </Form>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  // Pages with a search box of their own (home, search, the SWIFT form) get no second one in the
  // header (SPEC.md hideHeaderSearch; issue 17: two boxes on a phone pushed the results down).
  const ownSearch = pathname === '/' || pathname === '/search' || pathname === '/swifts' || pathname === '/swifts/';
  return (
    <>
      <LoadingBar />
      <a href="#main" className="skip-link">{t('layout.skip')}</a>
      <header className="site-header">
        <Link to="/" className="logo">{t('layout.brand')}</Link>
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
