-- A bank page lists the other offices of its legal entity: the banks that carry the same LEI
-- (a foreign branch and its head office share the legal entity's LEI, ISO 17442).
CREATE INDEX banks_lei ON banks (lei);
