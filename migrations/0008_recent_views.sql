-- Recently viewed records for the home page (../shared/DESIGN.md: successful detail lookups of
-- BINs, SWIFT codes and banks, deduplicated, capped, written off the request path).
-- Not imported: an import never touches it.
CREATE TABLE recent_views (
  kind TEXT NOT NULL,                -- 'bin' | 'swift' | 'bank'
  key TEXT NOT NULL,                 -- the canonical code, or '<country>/<slug>' for a bank
  label TEXT,                        -- the bank name shown beside it
  viewed_at INTEGER NOT NULL,        -- ms since the epoch
  PRIMARY KEY (kind, key)
);
CREATE INDEX recent_views_kind_time ON recent_views (kind, viewed_at);
