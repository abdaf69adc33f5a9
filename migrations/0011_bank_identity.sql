-- The bank identity model (docs/bank-identity.md): the wording the older SWIFT lists used for an
-- institution the 2025 ISO 9362 directory now names otherwise (shown as "formerly ...").
ALTER TABLE banks ADD COLUMN former_name TEXT;
-- Where the bank name's wording comes from: GLEIF's legal names when the institution's LEI is
-- named like it (docs/bank-identity.md), else the same as banks.source. NULL for banks added by
-- the IFSC and ED807 sources (named by their own source).
ALTER TABLE banks ADD COLUMN name_source TEXT;
