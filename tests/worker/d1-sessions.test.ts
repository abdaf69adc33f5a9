import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';

// D1 read replication (docs/decisions/d1-sessions.md): every read of a request goes through one
// D1 session (the Sessions API), opened at the entry. The real D1 binding is wrapped, not stood
// in: each call is counted, then made on the real database.

const db = (env as unknown as { DB: D1Database }).DB;
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

interface Calls {
  /** Statements prepared or batched on the binding itself: reads only the primary could serve. */
  direct: string[];
  /** What each withSession call was given. */
  sessions: (string | undefined)[];
  /** Statements prepared or batched through a session. */
  throughSession: number;
  /** The SQL prepared through a session. */
  sessionSql: string[];
}

function counted(): { binding: D1Database; calls: Calls } {
  const calls: Calls = { direct: [], sessions: [], throughSession: 0, sessionSql: [] };
  const binding = {
    prepare(sql: string) {
      calls.direct.push(sql);
      return db.prepare(sql);
    },
    batch(statements: D1PreparedStatement[]) {
      calls.direct.push('batch');
      return db.batch(statements);
    },
    exec(sql: string) {
      calls.direct.push(sql);
      return db.exec(sql);
    },
    dump: () => db.dump(),
    withSession(constraint?: string) {
      calls.sessions.push(constraint);
      const session = db.withSession(constraint);
      return {
        prepare(sql: string) {
          calls.throughSession++;
          calls.sessionSql.push(sql);
          return session.prepare(sql);
        },
        batch(statements: D1PreparedStatement[]) {
          calls.throughSession++;
          return session.batch(statements);
        },
        getBookmark: () => session.getBookmark(),
      };
    },
  };
  return { binding: binding as unknown as D1Database, calls };
}

async function request(path: string, init?: RequestInit) {
  const { binding, calls } = counted();
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://test${path}`, { redirect: 'manual', ...init }),
    { ...env, DB: binding },
    ctx,
  );
  const body = await res.text();
  // The view a lookup records is written after the answer (ctx.waitUntil), through the same session.
  await waitOnExecutionContext(ctx);
  return { res, body, calls };
}

describe('D1 sessions', () => {
  it.each([
    '/api/v1/swifts/DEUTDEFFXXX',
    '/api/v1/search?q=deutsche',
    '/api/v1/banks?country=de',
    '/api/v1/countries',
    '/api/v1/bins/45717360',
    '/api/v1/sources',
    '/search?q=deutsche',
    '/banks/de/commerzbank-ag?x=1',
    '/de/swifts/DEUTDEFFXXX?x=1',
    '/sources',
    '/sitemap.xml',
    '/healthz',
    '/banks/de/deutsche-bank',
  ])('%s reads only through one session, whose bookmark the answer states', async (path) => {
    const { res, calls } = await request(path);
    expect(res.status, path).toBeLessThan(500);
    expect(calls.direct, path).toEqual([]);
    expect(calls.sessions, path).toEqual(['first-unconstrained']);
    expect(calls.throughSession, path).toBeGreaterThan(0);
    expect(res.headers.get('x-d1-bookmark'), path).toMatch(BOOKMARK);
  });

  it('bulk validation (a POST) reads through a session too', async () => {
    const { res, calls } = await request('/api/v1/validate', {
      method: 'POST',
      body: JSON.stringify(['DEUTDEFFXXX', '021000021']),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(calls.direct).toEqual([]);
    expect(calls.sessions).toEqual(['first-unconstrained']);
    expect(calls.throughSession).toBeGreaterThan(0);
  });

  it('the home page, which shows what the Worker writes, starts at the primary', async () => {
    for (const path of ['/', '/de', '/api/v1/home_page?user_country=de']) {
      const { calls } = await request(path);
      expect(calls.direct, path).toEqual([]);
      expect(calls.sessions, path).toEqual(['first-primary']);
    }
  });

  it('a view is written through the session after the answer, and the home page reads it back from the primary', async () => {
    const lookup = await request('/api/v1/bins/45717360');
    // The write went through the request's session, like its reads.
    expect(lookup.calls.direct).toEqual([]);
    expect(lookup.calls.sessionSql.some((sql) => sql.includes('INSERT INTO recent_views'))).toBe(true);
    const home = await request('/api/v1/home_page?user_country=de', {
      headers: { 'x-d1-bookmark': lookup.res.headers.get('x-d1-bookmark') ?? '' },
    });
    // The primary has every write, whatever bookmark the client holds.
    expect(home.calls.sessions).toEqual(['first-primary']);
    expect((JSON.parse(home.body) as { recently_viewed: { bins: string[] } }).recently_viewed.bins).toContain(
      '45717360',
    );
  });

  it('a client that sends its bookmark back reads from there on, and is told one no older', async () => {
    const first = await request('/api/v1/swifts/DEUTDEFFXXX');
    const sent = first.res.headers.get('x-d1-bookmark') ?? '';
    expect(sent).toMatch(BOOKMARK);
    for (const path of ['/api/v1/search?q=commerz', '/swifts/DEUTDEFFXXX?x=2']) {
      const next = await request(path, { headers: { 'x-d1-bookmark': sent } });
      expect(next.calls.sessions, path).toEqual([sent]);
      expect((next.res.headers.get('x-d1-bookmark') ?? '') >= sent, path).toBe(true);
    }
  });

  it('a bookmark that is not one of D1 is ignored, never handed to D1', async () => {
    for (const sent of ['first-primary', "x' OR 1=1", `${'0'.repeat(8)}-zz`, 'a'.repeat(5000)]) {
      const { res, calls } = await request('/api/v1/swifts/DEUTDEFFXXX', { headers: { 'x-d1-bookmark': sent } });
      expect(res.status, sent).toBe(200);
      expect(calls.sessions, sent).toEqual(['first-unconstrained']);
    }
  });

  it('a browser on another origin may send and read the bookmark', async () => {
    const preflight = await request('/api/v1/swifts/DEUTDEFFXXX', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-d1-bookmark',
      },
    });
    expect(preflight.res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-d1-bookmark');
    const { res } = await request('/api/v1/swifts/DEUTDEFFXXX', { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-d1-bookmark');
  });
});
