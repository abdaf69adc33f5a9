-- US ABA routing numbers from the Federal Reserve Banks' two participant directories:
-- FedACH (fixed width, 155 characters a record) and Fedwire Funds (fpddir, 101 characters).
-- One table per directory, each holding its file's records as they are, plus one joined row per
-- routing number (the one a page or a list reads first). Every row carries its source and as-of.

CREATE TABLE us_routing_ach (
  routing_number TEXT PRIMARY KEY,
  office_code TEXT NOT NULL,         -- O main office, B branch
  servicing_frb TEXT NOT NULL,       -- routing number of the servicing Federal Reserve main office
  record_type TEXT NOT NULL,         -- 0 a Federal Reserve Bank, 1 send to this number, 2 send to new_routing_number
  change_date TEXT,                  -- ISO date of the last change (MMDDYY in the file)
  new_routing_number TEXT,           -- after a merger or renumbering; NULL where the file has 000000000
  name TEXT NOT NULL,                -- "commonly used abbreviated name"
  address TEXT,
  city TEXT,
  state TEXT,
  zip TEXT,                          -- 12345 or 12345-6789
  phone TEXT,                        -- 10 digits
  status_code TEXT,                  -- institution status: 1 receives government and commercial items
  data_view_code TEXT,
  source TEXT NOT NULL,
  as_of TEXT
);

CREATE TABLE us_routing_wire (
  routing_number TEXT PRIMARY KEY,
  telegraphic_name TEXT,
  name TEXT NOT NULL,
  state TEXT,
  city TEXT,
  funds_transfer INTEGER,            -- 1 eligible (Y), 0 ineligible (N)
  settlement_only INTEGER,           -- 1 settlement-only (S)
  book_entry INTEGER,                -- book-entry securities transfer: 1 eligible (Y), 0 ineligible (N)
  revision_date TEXT,                -- ISO date of the last revision, NULL where blank
  source TEXT NOT NULL,
  as_of TEXT
);

CREATE TABLE us_routings (
  routing_number TEXT PRIMARY KEY,
  process_status TEXT NOT NULL,      -- both, fedach (only FedACH), fedwire (only Fedwire)
  name TEXT NOT NULL,                -- FedACH name, else the Fedwire customer name
  city TEXT,
  state TEXT,
  bank_id INTEGER,                   -- banks.id (country US), matched by normalised name
  fed_district INTEGER,              -- 1-12 from the routing symbol's first two digits; NULL for 00, 80, unknown
  symbol_type TEXT,                  -- regular, thrift, electronic, government, travelers_checks
  check_digit_valid INTEGER NOT NULL,-- ABA 3-7-1 check; failing rows are kept and flagged
  validation_errors TEXT,            -- comma-separated validator codes (aba.checksum, aba.invalid_prefix), NULL when valid
  source TEXT NOT NULL,              -- the FedACH source where the number is in FedACH, else the Fedwire source
  as_of TEXT
);
CREATE INDEX us_routings_bank ON us_routings (bank_id, routing_number);
CREATE INDEX us_routings_name ON us_routings (name);
