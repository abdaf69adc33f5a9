-- Russian BICs (Bank of Russia BIC directory, ED807 of the UFEBS message formats).
-- One row per BICDirectoryEntry, its accounts and its SWIFT BICs; every row carries source and
-- as_of (the directory's business day). Filled by shared/kinds/rubic/import.

CREATE TABLE rubics (
  code TEXT PRIMARY KEY,             -- 9-digit BIC
  country TEXT,                      -- CntrCd (ISO 3166 alpha-2 as given; AB/OS occur); RU when absent
  okato_region TEXT,                 -- Rgn: OKATO code of the region
  postcode TEXT,                     -- Ind
  locality_type TEXT,                -- Tnp (г, рп, ...)
  locality TEXT,                     -- Nnp
  address TEXT,                      -- Adr
  name TEXT NOT NULL,                -- NameP
  english_name TEXT,                 -- EnglName
  registration_number TEXT,          -- RegN (Bank of Russia registration number; branches n/m)
  participant_type TEXT,             -- PtType code
  services TEXT,                     -- Srvcs code
  exchange_type TEXT,                -- XchType code
  uid TEXT,                          -- UID of the participant
  parent_bic TEXT,                   -- PrntBIC
  date_in TEXT,                      -- DateIn
  date_out TEXT,                     -- DateOut
  participant_status TEXT,           -- ParticipantStatus as given (PSAC, PSDL)
  status TEXT NOT NULL,              -- SPEC.md section 4 BIC status, see shared/kinds/rubic/import/status.ts
  status_date TEXT,                  -- since / until, depending on status
  restrictions TEXT,                 -- JSON [{code, date}] of RstrList
  bank_id INTEGER,                   -- banks.id
  is_head_office INTEGER NOT NULL DEFAULT 0, -- 1: the BIC of the bank's head office
  source TEXT NOT NULL,
  as_of TEXT
);
CREATE INDEX rubics_bank ON rubics (bank_id, code);

CREATE TABLE rubic_accounts (
  rubic_code TEXT NOT NULL,
  account TEXT NOT NULL,             -- 20 digits
  account_type TEXT,                 -- RegulationAccountType (CRSA, BANA, TRSA, UTRA, ...)
  ck TEXT,                           -- CK as given
  cbr_bic TEXT,                      -- AccountCBRBIC: the Bank of Russia unit holding the account
  date_in TEXT,
  date_out TEXT,
  account_status TEXT,               -- AccountStatus as given (ACAC, ACDL)
  status TEXT NOT NULL,
  status_date TEXT,
  restrictions TEXT,                 -- JSON [{code, date, successor_bic}] of AccRstrList
  control_key_valid INTEGER NOT NULL, -- Bank of Russia account control key checked against cbr_bic
  control_key_errors TEXT,           -- JSON array of validator error codes, null when valid
  source TEXT NOT NULL,
  as_of TEXT,
  PRIMARY KEY (rubic_code, account)
);

CREATE TABLE rubic_swifts (
  rubic_code TEXT NOT NULL,
  swift TEXT NOT NULL,               -- 11 characters (an 8-character BIC with branch XXX)
  is_default INTEGER NOT NULL,       -- DefaultSWBIC
  source TEXT NOT NULL,
  as_of TEXT,
  PRIMARY KEY (rubic_code, swift)
);
CREATE INDEX rubic_swifts_swift ON rubic_swifts (swift);
