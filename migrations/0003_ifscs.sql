-- Indian Financial System Codes (RBI) and the banks that issue them.
-- Filled by shared/kinds/ifsc/import from Razorpay's public-domain IFSC data; every row carries its
-- source and as-of date. IFSC format (RBI): 4 letters (bank) + '0' (reserved) + 6 alphanumerics.

-- The RBI/NPCI bank codes (the IFSC's first four letters, and sub-member banks that use another
-- bank's IFSC), with their category and payment-system memberships (npm ifsc banks.json).
CREATE TABLE ifsc_banks (
  code TEXT PRIMARY KEY,             -- 4 letters, e.g. HDFC; sub-members end in X (AACX)
  name TEXT NOT NULL,
  category TEXT,                     -- RBI category: PSB, Private, SFB, PB, LAB, Foreign, RRB, SCB, DCCB, S-UCB, O-UCB
  micr TEXT,                         -- MICR code of the bank's main branch
  iin TEXT,                          -- NPCI issuer identification number
  main_ifsc TEXT,                    -- the IFSC payments to the bank as a whole go to
  upi INTEGER, imps INTEGER, nach_debit INTEGER, ach_credit INTEGER, ach_debit INTEGER, apbs INTEGER,
  bank_id INTEGER,                   -- banks.id (matched by SWIFT or name, or added for the IFSC data)
  source TEXT NOT NULL,
  as_of TEXT
);
CREATE INDEX ifsc_banks_bank ON ifsc_banks (bank_id);

CREATE TABLE ifscs (
  code TEXT PRIMARY KEY,             -- 11 characters, upper case
  bank_code TEXT NOT NULL,           -- characters 1-4
  ifsc_bank TEXT NOT NULL,           -- ifsc_banks.code: bank_code, or the sub-member bank the code is sublet to
  bank_id INTEGER,                   -- banks.id
  bank_name TEXT,                    -- as the branch list names it
  branch TEXT,
  address TEXT,
  city TEXT,
  centre TEXT,
  district TEXT,
  state TEXT,
  state_code TEXT,                   -- ISO 3166-2, e.g. IN-MH
  country TEXT NOT NULL,             -- IN
  contact TEXT,
  micr TEXT,                         -- 9 digits: city (3), bank (3), branch (3)
  swift TEXT,
  neft INTEGER, rtgs INTEGER, imps INTEGER, upi INTEGER,  -- 1 yes, 0 no, NULL unknown
  in_valid_list INTEGER NOT NULL,    -- 0: not in the current RBI list (npm ifsc IFSC.json), likely closed
  source TEXT NOT NULL,
  as_of TEXT
);
CREATE INDEX ifscs_bank ON ifscs (bank_id, code);
CREATE INDEX ifscs_country ON ifscs (country, code);
