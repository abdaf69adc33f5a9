-- Countries, banks and SWIFT codes: the data slice of the foundation.
-- Every data row carries its source and as-of date (the data is the product).
-- Tables are filled by scripts/import, which builds them aside and swaps them in.

CREATE TABLE countries (
  code TEXT PRIMARY KEY,             -- ISO 3166-1 alpha-2, plus XK (Kosovo, used by IBAN and ISO 9362)
  alpha3 TEXT,
  numeric TEXT,
  name_en TEXT NOT NULL,
  name_de TEXT, name_es TEXT, name_fr TEXT, name_it TEXT, name_ja TEXT,
  name_ko TEXT, name_pt TEXT, name_ru TEXT, name_zh TEXT,
  banks_count INTEGER NOT NULL DEFAULT 0,
  swifts_count INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL,
  as_of TEXT
);

CREATE TABLE banks (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,             -- alpha-2, lower case in URLs, upper case here
  slug TEXT NOT NULL,                -- unique per country
  institution_code TEXT,             -- ISO 9362 party prefix (4 letters)
  name TEXT NOT NULL,                -- international name
  city TEXT,
  address TEXT,
  head_office_swift TEXT,            -- BIC8 of the primary office, e.g. DEUTDEFF
  swifts_count INTEGER NOT NULL DEFAULT 0,
  institution_active INTEGER,        -- 1: in the 2025 ISO 9362 institution list; 0: gone from it
  source TEXT NOT NULL,
  as_of TEXT,
  UNIQUE (country, slug)
);
CREATE INDEX banks_country_name ON banks (country, name);
CREATE INDEX banks_country_swifts ON banks (country, swifts_count);

CREATE TABLE swifts (
  code TEXT PRIMARY KEY,             -- 11 characters; an 8-character BIC is stored with branch XXX
  bank_code TEXT NOT NULL,           -- ISO 9362: 4 letters
  country TEXT NOT NULL,             -- 2 letters
  location TEXT NOT NULL,            -- 2 characters
  branch TEXT NOT NULL,              -- 3 characters, XXX = primary office
  bank_id INTEGER,                   -- banks.id
  bank_name TEXT,
  branch_name TEXT,
  address TEXT,
  city TEXT,
  postcode TEXT,
  institution_active INTEGER,        -- 0 when the institution no longer appears in the 2025 list
  source TEXT NOT NULL,
  as_of TEXT
);
CREATE INDEX swifts_bank ON swifts (bank_id, code);
CREATE INDEX swifts_country ON swifts (country, code);

-- One row per completed import: the importer version decides whether npm start re-imports.
CREATE TABLE import_runs (
  id INTEGER PRIMARY KEY,
  importer_version INTEGER NOT NULL,
  finished_at TEXT NOT NULL,
  summary TEXT NOT NULL              -- JSON: per source read / stored / rejected by reason
);
