-- The length of every code list a page shows "first 20 of N" for: the codes of a
-- bank, of a country, of a bank in a country, and of a whole table, counted once at import by
-- scripts/import/list-counts.ts. A request reads one row here instead of a count(*) over up to
-- a bank's 27,000 IFSCs (worker/db/filter.ts). Empty until an import fills it: then the Worker
-- counts the table itself, so a database seeded without the importer stays correct.
CREATE TABLE list_counts (
  list TEXT NOT NULL,                -- the code table (swifts, bins, ifscs, rubics, us_routings), or
                                     -- us_routings.fedach / us_routings.fedwire (process_status)
  bank_id INTEGER NOT NULL,          -- banks.id; 0: any bank (and codes linked to none)
  country TEXT NOT NULL,             -- upper case, as the tables store it; '': any country
  n INTEGER NOT NULL,
  PRIMARY KEY (list, bank_id, country)
) WITHOUT ROWID;

-- A bank's IFSCs in code order (the IFSC page's "other codes of this bank", the bank's list):
-- with only (bank_id, code) and (country, code), SQLite took the country index for
-- `bank_id = ? AND country = 'IN' ORDER BY code` and walked India's 182,660 codes to find a
-- small bank's few (EXPLAIN QUERY PLAN: SEARCH i USING INDEX ifscs_country; 42 ms CPU).
CREATE INDEX ifscs_bank_country ON ifscs (bank_id, country, code);
