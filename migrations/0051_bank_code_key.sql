-- National bank codes as a kind of their own (shared/kinds/bankcode): each register row gets one
-- key, its country and national code in one string (DE37040044), since the same digits name
-- different banks in different countries; pages, API, sitemap and bulk lookup read it. The bare
-- national code is searched too (a BLZ typed as 37040044), so it has an index of its own.
ALTER TABLE iban_banks ADD COLUMN code TEXT;
UPDATE iban_banks SET code = country || bank_code;
CREATE UNIQUE INDEX iban_banks_code ON iban_banks (code);
CREATE INDEX iban_banks_bank_code ON iban_banks (bank_code);
