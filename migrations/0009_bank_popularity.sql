-- How prominent a bank is, for "top banks" lists: filled by the importer from the codes linked
-- to the bank (scripts/import/importer.ts fillBankPopularity). SWIFT codes alone favour
-- service bureaus (CITADEL SECURITIES has 567 BICs, BANK OF AMERICA 50), so routing numbers,
-- BINs and IFSC branches count too.
ALTER TABLE banks ADD COLUMN popularity REAL NOT NULL DEFAULT 0;
CREATE INDEX banks_country_popularity ON banks (country, popularity);
