-- IBAN bank codes (ISO 13616): the bank identifier inside an IBAN's BBAN -> bank name and BIC.
-- Filled by shared/kinds/bankcode/import (Bundesbank Bankleitzahlen for DE, the schwifty registry for the
-- other countries). The IBAN formats themselves are code (shared/kinds/iban/generated), not data.

CREATE TABLE iban_banks (
  country TEXT NOT NULL,             -- ISO 3166-1 alpha-2 of the IBAN (upper case)
  bank_code TEXT NOT NULL,           -- the BBAN's bank identifier (SI: bank + branch, as published)
  name TEXT NOT NULL,
  short_name TEXT,
  bic TEXT,                          -- ISO 9362, canonical 11 characters; NULL when not published
  bank_id INTEGER,                   -- banks.id, matched through the BIC (see shared/kinds/bankcode/import/link.ts)
  source TEXT NOT NULL,
  as_of TEXT,
  PRIMARY KEY (country, bank_code)
);
CREATE INDEX iban_banks_bank ON iban_banks (bank_id);
