-- Stable bank URLs (docs/bank-identity.md, "Stable slugs"). Each bank carries an identity key
-- that survives imports (country + head-office BIC8, else its LEI, its ISO 9362 code, its IFSC
-- bank code or its Bank of Russia registration number): the importer reads the served banks'
-- keys and slugs before it hands out new ones, so a bank keeps its slug while its name still
-- yields it.
ALTER TABLE banks ADD COLUMN identity_key TEXT;
-- Slugs a bank was once served under, cumulative: filled by the importer from the previously
-- served banks and redirects (a normal table, so data:publish copies it like the others). The
-- Worker answers 301 to /banks/{country}/{to_slug} for a slug found here and not in banks.
CREATE TABLE bank_slug_redirects (
  country TEXT NOT NULL,             -- alpha-2, upper case, as banks.country
  slug TEXT NOT NULL,                -- the old slug
  to_slug TEXT NOT NULL,             -- the bank's slug in this import
  identity_key TEXT NOT NULL,        -- banks.identity_key of the bank the old slug meant
  PRIMARY KEY (country, slug)
);
