-- Per-bank code lists read in their shown order straight from an index (no sort over
-- all of a bank's codes per page), checked with EXPLAIN QUERY PLAN on the real import:
-- - a bank's SWIFT codes (head office first, then by city and code: shared/kinds/swift/worker/db.ts) sorted
--   up to 1,694 rows per page (USE TEMP B-TREE FOR ORDER BY); the head office is now read by its
--   code and the rest in this index's order (SEARCH s USING INDEX swifts_bank_city);
-- - a bank's BINs in a country by range (iin_start, iin_end, id): USE TEMP B-TREE FOR RIGHT PART
--   OF ORDER BY with bins_bank;
-- - a bank's Russian BICs, head office first, then by code: USE TEMP B-TREE FOR ORDER BY.
CREATE INDEX swifts_bank_city ON swifts (bank_id, country, city IS NULL, city COLLATE NOCASE, code);
CREATE INDEX bins_bank_country ON bins (bank_id, country, iin_start, iin_end);
CREATE INDEX rubics_bank_head ON rubics (bank_id, is_head_office DESC, code);
