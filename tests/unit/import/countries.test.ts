import { mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COUNTRIES_SOURCE, KOSOVO_SOURCE, loadCountries } from '../../../scripts/import/countries';
import { FIXTURE_DATA, fixtureDataCopy } from './fixtures';

describe('loadCountries', () => {
  it('reads the ten names per country and keeps numeric codes as text', async () => {
    const { countries } = await loadCountries(FIXTURE_DATA);
    expect(countries.find((c) => c.code === 'AD')).toMatchObject({
      alpha3: 'AND',
      numeric: '020',
      name_en: 'Andorra',
      name_fr: 'Andorre',
      name_zh: '安道尔',
      source: COUNTRIES_SOURCE,
    });
  });

  it('adds Kosovo by hand in all ten languages when the source lacks it', async () => {
    const { countries, tallies } = await loadCountries(FIXTURE_DATA);
    // The names' oracle is CLDR (Node's ICU, through Intl.DisplayNames), not the importer's own table.
    const cldr = Object.fromEntries(
      ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'].map((lang) => [
        `name_${lang}`,
        new Intl.DisplayNames([lang], { type: 'region' }).of('XK'),
      ]),
    );
    expect(countries.find((c) => c.code === 'XK')).toEqual({
      code: 'XK',
      alpha3: 'XKX',
      numeric: null,
      ...cldr,
      banks_count: 0,
      swifts_count: 0,
      source: KOSOVO_SOURCE,
      as_of: null,
    });
    expect(tallies.map((t) => [t.read, t.stored])).toEqual([
      [4, 4],
      [1, 1],
    ]);
  });

  describe('when the source already has XK (i18n-iso-countries 7.14.0 does)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'countries-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("keeps the source's row and counts the hand-made one as rejected", async () => {
      fixtureDataCopy(dir, (copy) =>
        appendFileSync(
          path.join(copy, 'countries/country_names_10lang.csv'),
          'XK,XKK,983,Kosovo,Kosovo,Kosovo,Kosovo,Kosovo,コソボ,코소보,Kosovo,Косово,科索沃,\n',
        ),
      );
      const { countries, tallies } = await loadCountries(dir);
      expect(countries.filter((c) => c.code === 'XK')).toEqual([
        expect.objectContaining({ alpha3: 'XKK', numeric: '983', source: COUNTRIES_SOURCE }),
      ]);
      expect(tallies[1]).toMatchObject({ read: 1, stored: 0, rejected: { already_in_source: 1 } });
    });
  });
});
