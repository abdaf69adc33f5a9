// The routing record shown by the OpenAPI document and the /api-docs page: a real record, trimmed to
// its main fields (the schemas list every documented field).

export const example = {
  routing_number: '011000015',
  name: 'FEDERAL RESERVE BANK',
  city: 'BOSTON',
  state: 'MA',
  process_status: 'both',
  check_digit: '5',
  check_digit_valid: true,
  validation_errors: [],
  routing_symbol: '0110',
  institution_id: '0001',
  fed_district: 1,
  fed_district_name: 'Boston',
  symbol_type: 'regular',
  bank: null,
  ach: {
    bank_name: 'FEDERAL RESERVE BANK',
    office_type: 'main',
    servicing_fed_main_office: '011000015',
    record_type: '0',
    status: '1',
  },
  wire: { name: 'FEDERAL RESERVE BANK OF BOSTON', telegraphic_name: 'FRB-BOS', funds_transfer_status: true },
  source: 'Federal Reserve Banks, FedACH directory',
  as_of: '2018-12-04',
};
