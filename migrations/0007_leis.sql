-- LEIs (ISO 17442, GLEIF) and their BICs. Filled by shared/kinds/lei/import, built aside and swapped in.
-- Fields follow GLEIF's LEI-CDF 3.1 record; NULL wherever the loaded source has no value (the
-- BIC-to-LEI map and the names file carry only code, BICs and legal name; the golden copy or the
-- GLEIF API add the rest).

CREATE TABLE leis (
  code TEXT PRIMARY KEY,                 -- 20 characters, upper case
  checksum_valid INTEGER NOT NULL,       -- ISO 17442 / ISO 7064 MOD 97-10; 0 = kept but flagged
  legal_name TEXT,                       -- NFC-normalised
  country TEXT,                          -- legal address country, else jurisdiction, else the BICs' ISO 9362 country
  entity_status TEXT,                    -- ACTIVE | INACTIVE | NULL
  entity_category TEXT,                  -- GENERAL | FUND | BRANCH | SOLE_PROPRIETOR | RESIDENT_GOVERNMENT_ENTITY | INTERNATIONAL_ORGANIZATION
  entity_sub_category TEXT,
  legal_jurisdiction TEXT,               -- ISO 3166-1 alpha-2 or ISO 3166-2 code
  legal_form_code TEXT,                  -- ISO 20275 ELF code
  legal_form_other TEXT,
  registered_at TEXT,                    -- registration authority id (GLEIF RA list, e.g. RA000001)
  registered_as TEXT,                    -- the entity's id at that authority (e.g. SIREN in France)
  creation_date TEXT,
  expiration_date TEXT,
  expiration_reason TEXT,                -- DISSOLVED | CORPORATE_ACTION | OTHER
  legal_address_lines TEXT,              -- address lines joined with a line feed
  legal_address_city TEXT,
  legal_address_region TEXT,
  legal_address_country TEXT,
  legal_address_postal_code TEXT,
  hq_address_lines TEXT,
  hq_address_city TEXT,
  hq_address_region TEXT,
  hq_address_country TEXT,
  hq_address_postal_code TEXT,
  initial_registration_date TEXT,
  last_update_date TEXT,
  next_renewal_date TEXT,
  registration_status TEXT,              -- ISSUED | LAPSED | RETIRED | PENDING_ARCHIVAL | DUPLICATE | MERGED | ANNULLED | ...
  corroboration_level TEXT,              -- FULLY_CORROBORATED | PARTIALLY_CORROBORATED | ENTITY_SUPPLIED_ONLY | PENDING
  managing_lou TEXT,                     -- LEI of the LOU managing the record
  bank_id INTEGER,                       -- banks.id, matched through the LEI's BICs (set by the importer's link step)
  source TEXT NOT NULL,
  as_of TEXT
);
CREATE INDEX leis_bank ON leis (bank_id, code);
CREATE INDEX leis_country ON leis (country, code);

-- GLEIF's BIC-to-LEI map: one LEI holds many BICs; a few BICs are mapped to several LEIs (kept).
-- Keyed (bic, lei) so that matching by BIC needs no extra index while the table is built aside.
CREATE TABLE lei_bics (
  bic TEXT NOT NULL,                     -- 11 characters (an 8-character BIC gets branch XXX)
  lei TEXT NOT NULL,
  source TEXT NOT NULL,
  as_of TEXT,
  PRIMARY KEY (bic, lei)
);
CREATE INDEX lei_bics_lei ON lei_bics (lei, bic);

-- The bank's head-office LEI: the LEI mapped to its head-office BIC (set by the LEI import).
ALTER TABLE banks ADD COLUMN lei TEXT;
