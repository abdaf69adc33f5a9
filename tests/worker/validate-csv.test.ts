import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import type { ApiError, ValidationReport } from '../../shared/api-types';

// A CSV body is read per RFC 4180 (csv-parse): a quoted field holding a line
// break is one field of one record, not two codes.

const post = (body: string) =>
  get('/api/v1/validate', { method: 'POST', body, headers: { 'Content-Type': 'text/csv' } });
const report = async (res: Response) => (await res.json()) as ValidationReport & ApiError;

describe('CSV bodies (RFC 4180)', () => {
  it('a quoted first field with a line break is one code', async () => {
    const res = await post(
      'code,note\r\n"DEUTDEFF\r\nXXX",two lines\r\nCOBADEFFXXX,"note with\nline break, and ""quotes"""\r\n',
    );
    expect(res.status).toBe(200);
    const body = await report(res);
    expect(body.items.map((i) => i.input)).toEqual(['DEUTDEFF\r\nXXX', 'COBADEFFXXX']);
    expect(body.total).toBe(2);
  });

  it('a line break inside a later quoted field does not start a record', async () => {
    const body = await report(await post('457173,"Visa\n457173"\n'));
    expect(body.items.map((i) => i.input)).toEqual(['457173']);
  });

  it('doubled quotes and separators inside quotes stay in the field', async () => {
    const body = await report(await post('"DEUT""DEFF, 1";y\n'));
    expect(body.items.map((i) => i.input)).toEqual(['DEUT"DEFF, 1']);
  });

  it('an unclosed quote is a 400 invalid_body that says where', async () => {
    const res = await post('DEUTDEFF\n"COBADEFF,unclosed\n');
    expect(res.status).toBe(400);
    const body = await report(res);
    expect(body.error.code).toBe('invalid_body');
    expect(body.error.message).toMatch(/^Malformed CSV/);
  });
});
