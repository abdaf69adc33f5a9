-- The words of bank names, for search by word prefix on an index ("deut ban" -> DEUTSCHE BANK
-- AG) instead of a LIKE scan of every name. Derived from banks by the importer
-- when they were (dropped by 0050_drop_bank_words.sql: the search reads its own index).
CREATE TABLE bank_words (
  word TEXT NOT NULL,                -- lower case, diacritics removed
  bank_id INTEGER NOT NULL,          -- banks.id
  PRIMARY KEY (word, bank_id)
) WITHOUT ROWID;


-- Banks by ISO 9362 institution code: search ("DEUT" finds Deutsche Bank in every country) and
-- the bank page's related banks abroad.
CREATE INDEX banks_institution ON banks (institution_code);
