import type { Bindings, Env } from './env';
import { splitLocale } from '../shared/locales';

// D1 read replication (docs/decisions/d1-sessions.md): every request reads through one D1
// session, opened here and nowhere else, so that a replica near the visitor can answer and the
// request's reads still see one consistent database (the Sessions API's sequential consistency).

/** Where a bookmark travels: the answer states the session's, a client may send it back. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';

/**
 * D1's bookmarks as the runtime writes them (four hex groups). Anything else a client sends is
 * ignored, never handed to D1: a hostile header must not turn a lookup into a failure.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

/**
 * The answers that show what the Worker itself writes: "recently searched" on the home page
 * (worker/recent), whose write finishes after the answer that caused it, so no bookmark of it can
 * travel; these start at the primary, which has every finished write. Everything else is the
 * imported data, which changes only by a publish, and starts wherever is nearest.
 */
function firstReadOnPrimary(url: URL): boolean {
  if (url.pathname === '/api/v1/home_page') return true;
  const split = splitLocale(url.pathname, '');
  return split.kind === 'page' && split.path === '/';
}

/**
 * The session a request reads through: the primary where the route needs it (it has every
 * bookmark a client could send), else from the client's bookmark, else wherever is nearest.
 */
export function sessionConstraint(request: Request): D1SessionBookmark | D1SessionConstraint {
  if (firstReadOnPrimary(new URL(request.url))) return 'first-primary';
  const sent = request.headers.get(BOOKMARK_HEADER)?.trim();
  return sent && BOOKMARK.test(sent) ? sent : 'first-unconstrained';
}

/** The binding each session was opened on: what an isolate keeps per database, not per request. */
const opened = new WeakMap<D1DatabaseSession, D1Database>();

/** The database a session reads (itself for a session opened elsewhere, as in tests). */
export function databaseOf(session: D1DatabaseSession): object {
  return opened.get(session) ?? session;
}

type Handler = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/**
 * The Worker's entry around `handle`: one session per request, given to the rest of the code as
 * `env.DB`; the answer states the session's bookmark (reads done before it was sent, and any
 * write through the session) for a client that wants its next request to see at least as much.
 */
export function withD1Session(handle: Handler) {
  return {
    // `object`, as Hono's own fetch takes it: the tests call the entry with a part of the bindings.
    async fetch(request: Request, given: object, ctx: ExecutionContext): Promise<Response> {
      const bindings = given as Bindings;
      const session = bindings.DB.withSession(sessionConstraint(request));
      opened.set(session, bindings.DB);
      const response = await handle(request, { ...bindings, DB: session }, ctx);
      const bookmark = session.getBookmark();
      if (!bookmark) return response;
      // A copy: a response from the Cache API or fetch() has immutable headers.
      const stated = new Response(response.body, response);
      stated.headers.set(BOOKMARK_HEADER, bookmark);
      return stated;
    },
  };
}
