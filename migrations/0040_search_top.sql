-- The first records of each common prefix (for speed): for a prefix whose terms more
-- than RARE_TERM records of a section hold (shared/search-text.ts), the first TOP_RECORDS of
-- them in rank order (search_docs.id), built by scripts/import/search-index.ts. A one-word
-- query on such a prefix ("sbi" among IFSCs, "bank" anywhere) reads its page here instead of
-- scanning the section in rank order until the page fills.
CREATE TABLE search_top (
  section TEXT NOT NULL,
  prefix TEXT NOT NULL,
  doc INTEGER NOT NULL,              -- search_docs.id
  PRIMARY KEY (section, prefix, doc)
) WITHOUT ROWID;

-- How many records hold a term starting with each of those common prefixes (the sum of their
-- terms' search_vocab counts): the search's count of a common word, one row instead of a range
-- of thousands of terms ("bank*").
CREATE TABLE search_prefixes (
  section TEXT NOT NULL,
  prefix TEXT NOT NULL,
  docs INTEGER NOT NULL,
  PRIMARY KEY (section, prefix)
) WITHOUT ROWID;
