-- A branch's neighbours among its bank's branches (same state, then district and city first): the
-- IFSC page lists those rather than the bank's first codes in code order (shared/kinds/ifsc/worker/db.ts).
CREATE INDEX ifscs_place ON ifscs (ifsc_bank, state, district, city);
