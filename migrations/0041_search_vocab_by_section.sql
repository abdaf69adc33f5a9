-- search_vocab keyed by section first (for speed): the search counts a word's records in
-- one section at a time, and a range of terms keyed by term first also read every other
-- section's rows of that range. Rebuilt by every import (scripts/import/search-index.ts).
DROP TABLE search_vocab;
CREATE TABLE search_vocab (
  section TEXT NOT NULL,
  term TEXT NOT NULL,
  docs INTEGER NOT NULL,
  PRIMARY KEY (section, term)
) WITHOUT ROWID;
