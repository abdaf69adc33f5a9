import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page, focus goes to the new page's heading and a
 * live region reads its title, as a full page load would (WCAG 2.2 2.4.3 focus order, 4.1.3
 * status messages). Not on the first render (the browser handles a real load) and not when only
 * the query changes (a filter applied on the same page keeps its control focused), except the
 * page number: "Next" is a new page, and focus left on it sat off screen below the old list.
 */
export function RouteAnnouncer() {
  const { pathname, search } = useLocation();
  const page = new URLSearchParams(search).get('page');
  const first = useRef(true);
  const [message, setMessage] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and page are not read, they are when the new page is announced.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector('main h1');
    if (heading instanceof HTMLElement) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    setMessage(document.title);
  }, [pathname, page]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
