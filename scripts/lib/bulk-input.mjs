// Codes of every kind, valid and not, and a line no type recognises: every message /validate's
// bulk table can show. The e2e tests fill the form with them, and the screenshots show the results.
export const BULK_INPUT = [
  'DEUTDEFF',
  'DEUTZZFF',
  'DE89 3704 0044 0532 0130 00',
  'DE89370400440532013001',
  '026003780',
  '026003781',
  '7LTWFZYICNSX8D621K86',
  '7LTWFZYICNSX8D621K87',
  'HDFC0000001',
  'HDFC1000001',
  '044525101',
  '457173',
  'XXXX',
].join('\n');
