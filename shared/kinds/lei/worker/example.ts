// The lei record shown by the OpenAPI document and the /api-docs page: a real record, trimmed to
// its main fields (the schemas list every documented field).
import { deutscheBank } from '../../../../worker/api/openapi/examples';

export const example = {
  code: '7LTWFZYICNSX8D621K86',
  legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT',
  country: 'DE',
  entity_status: 'ACTIVE',
  registration_status: 'ISSUED',
  checksum_valid: true,
  bank: deutscheBank,
  source: 'GLEIF LEI-CDF 3.1 golden copy (CC0)',
  as_of: '2024-01-05',
  errors: [],
  parts: { lou_prefix: '7LTW', reserved: 'FZ', entity_id: 'YICNSX8D621K', check_digits: '86' },
  legal_jurisdiction: 'DE',
  registration: { status: 'ISSUED', corroboration_level: 'FULLY_CORROBORATED' },
  bics: [],
};
