-- One search index over every name and place the data holds: bank names and their
-- other names (GLEIF legal names, ED807 names, card issuers' local names, IFSC and IBAN
-- register names), SWIFT rows' institution, branch and city, IFSC bank, branch, city and
-- district, routing names, cities and states, LEI legal names. Built by the importer after the
-- banks' prominence (scripts/import/search-index.ts), swapped in with the data it indexes.
-- Plain tables on B-tree indexes: what the import's build-aside-and-swap handles, and D1 serves.

-- One row per searchable record. The id is the record's rank: 1 is the most prominent (its
-- bank's popularity, then head office first), so an index range in id order is already ranked.
CREATE TABLE search_docs (
  id INTEGER PRIMARY KEY,
  section TEXT NOT NULL,             -- banks, swifts, ifscs, us_routings, leis, rubics
  key TEXT NOT NULL,                 -- banks.id, or the code
  country TEXT,
  bank_id INTEGER,                   -- the record's bank (banks.id)
  prominence REAL NOT NULL,          -- the bank's popularity (banks.popularity) at build time
  terms TEXT NOT NULL                -- ' term term ... ': every word must start one (instr)
);
CREATE INDEX search_docs_section ON search_docs (section, id);
CREATE INDEX search_docs_key ON search_docs (section, key);
CREATE INDEX search_docs_bank ON search_docs (section, bank_id, id);

-- Every term of every record (shared/search-text.ts indexTerms): a query word is a range here.
CREATE TABLE search_terms (
  section TEXT NOT NULL,
  term TEXT NOT NULL,
  doc INTEGER NOT NULL,              -- search_docs.id
  PRIMARY KEY (section, term, doc)
) WITHOUT ROWID;

-- How many records hold each term: which query word is the rarest, and a one-word count.
CREATE TABLE search_vocab (
  term TEXT NOT NULL,
  section TEXT NOT NULL,
  docs INTEGER NOT NULL,
  PRIMARY KEY (term, section)
) WITHOUT ROWID;

-- Whole names, folded ("deutsche bank ag", also "deutsche bank" and acronyms such as "sbi"):
-- an exact name or a name prefix ranks before a match of all words.
CREATE TABLE search_names (
  section TEXT NOT NULL,
  name TEXT NOT NULL,
  doc INTEGER NOT NULL,
  acronym INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (section, name, doc)
) WITHOUT ROWID;
