-- The account check method of a German bank code: the Bundesbank assigns each Bankleitzahl one
-- of its check digit methods ("Prüfzifferberechnungsmethode", 00-E4), by which the Worker checks
-- the account number of a German IBAN (shared/kinds/iban/worker/account.ts). Data, not code: it
-- changes with the Bundesbank's quarterly bank code file. Filled by shared/kinds/bankcode/import from
-- schwifty's generated_de.json (`checksum_algo`); NULL for other countries and codes without one.
ALTER TABLE iban_banks ADD COLUMN check_method TEXT;
