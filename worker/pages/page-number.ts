// Page numbers have one form: ?page=N with N a decimal integer from 2, without leading zeros,
// on the pages that are paginated; page 1 has no parameter. Every other spelling (abc, 0, -1,
// 1e3, 00002, page=1, a second page parameter, a page number on a page without pages) would be
// another URL declaring itself canonical and cached on its own: a crawl trap. They get a 301 to
// the one form (RFC 9110 section 15.4.2). A page past the last one is the loaders' 404.

/** Paths (without the language prefix) whose lists have pages: search, a country's banks, a bank's full lists. */
const PAGINATED = [/^\/search$/, /^\/banks\/[^/]+$/, /^\/banks\/[^/]+\/[^/]+\/[^/]+$/];

/** Where a request whose page parameter is not in its canonical form belongs, or null when it is. */
export function canonicalPageLocation(url: URL, path: string): string | null {
  const values = url.searchParams.getAll('page');
  if (values.length === 0) return null;
  const raw = values[0] ?? '';
  const paginated = PAGINATED.some((p) => p.test(path));
  if (paginated && values.length === 1 && /^[1-9]\d*$/.test(raw) && raw !== '1') return null;
  // Digits only (leading zeros allowed) name that page; anything else is page 1.
  const n = /^\d{1,15}$/.test(raw) ? Number(raw) : 1;
  const params = new URLSearchParams(url.search);
  params.delete('page');
  if (paginated && n >= 2) params.append('page', String(n));
  const query = params.toString();
  // One leading slash: '//evil.example?page=x' must not become a redirect to another host.
  return `${url.pathname.replace(/^\/+/, '/')}${query ? `?${query}` : ''}`;
}
