-- BIN/IIN records (ISO/IEC 7812-1): the leading 5, 6 or 8 digits of a card number and what is
-- known about the cards issued under them. Filled by shared/kinds/bin/import/.
--
-- Every record is a range of equally long digit strings, iin_start..iin_end: a single prefix
-- has iin_end = iin_start, a binlist range covers every BIN between its ends. Lookup of a
-- number takes its leading prefix_length digits and finds the rows with
-- iin_start <= head <= iin_end (shared/kinds/bin/worker/db.ts); ranges are at most MAX_RANGE_SPAN wide,
-- so the scan is bounded. Several sources may hold the same prefix: all rows are kept, each
-- with its own source and as-of date.
CREATE TABLE bins (
  id INTEGER PRIMARY KEY,
  iin_start TEXT NOT NULL,           -- digits, 5, 6 or 8 of them
  iin_end TEXT NOT NULL,             -- same length as iin_start; = iin_start for a single prefix
  prefix_length INTEGER NOT NULL,    -- length of iin_start / iin_end
  scheme TEXT,                       -- payment system, shared/kinds/bin/validator.ts CardScheme id (visa, mastercard, ...)
  scheme_derived INTEGER NOT NULL DEFAULT 0, -- 1: the source gave none, taken from the published IIN ranges
  brand TEXT,                        -- the source's own brand/product text (e.g. Visa/Dankort, JCB/RUPAY)
  card_type TEXT,                    -- debit | credit
  card_category TEXT,                -- e.g. CLASSIC, PLATINUM, PREPAID BUSINESS
  prepaid INTEGER,                   -- 1 / 0, NULL unknown
  country TEXT,                      -- ISO 3166-1 alpha-2 of the issuer
  issuer_name TEXT,                  -- issuer bank as the source names it
  issuer_name_local TEXT,
  issuer_url TEXT,
  issuer_phone TEXT,
  issuer_city TEXT,
  bank_id INTEGER,                   -- banks.id when country + normalised name matched
  source TEXT NOT NULL,
  as_of TEXT
);
CREATE INDEX bins_range ON bins (prefix_length, iin_start);
CREATE INDEX bins_start ON bins (iin_start, prefix_length);
CREATE INDEX bins_bank ON bins (bank_id, iin_start);
CREATE INDEX bins_country ON bins (country, iin_start);
