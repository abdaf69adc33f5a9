-- The national registers' rows are the bank code kind's records (shared/kinds/bankcode): the
-- table takes the kind's name, as every kind's table does (one name per kind in code, tables and
-- files). The IBAN lookup reads it under the new name. Indexes follow the table's name.
ALTER TABLE iban_banks RENAME TO bank_codes;
DROP INDEX iban_banks_bank;
CREATE INDEX bank_codes_bank ON bank_codes (bank_id);
DROP INDEX iban_banks_code;
CREATE UNIQUE INDEX bank_codes_code ON bank_codes (code);
DROP INDEX iban_banks_bank_code;
CREATE INDEX bank_codes_bank_code ON bank_codes (bank_code);
