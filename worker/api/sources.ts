import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { DataSources, SourceFile } from '../../shared/api-types';
import { DATASETS } from '../../shared/datasets';
import { describe } from './openapi/describe';
import { responses } from './openapi/schemas';

// GET /api/v1/sources: where the data comes from (attribution and licence per dataset) and what
// the last import did with each file (read / stored / rejected by reason, flagged): the
// importer's own reconciliation, as stored with the import run.

interface Summary {
  importerVersion?: number;
  finishedAt?: string;
  tallies?: (SourceFile & { flagged?: Record<string, number> })[];
}

export const sources = new Hono<AppEnv>().get(
  '/',
  describe({
    operationId: 'getSources',
    summary: 'Where the data comes from',
    description:
      'Each public dataset with its licence, and what the last import did with each of its files: rows read, stored and rejected by reason (read = stored + rejected), and rows flagged.',
    tags: ['site'],
    parameters: [],
    responses: { 200: responses.one('DataSources', 'The datasets and the last import') },
  }),
  async (c) => {
    const row = await c.env.DB.prepare('SELECT summary FROM import_runs ORDER BY id DESC LIMIT 1').first<{
      summary: string;
    }>();
    let summary: Summary = {};
    try {
      summary = row ? (JSON.parse(row.summary) as Summary) : {};
    } catch {
      summary = {};
    }
    const tallies = summary.tallies ?? [];
    const folderOf = (file: string) => (/^[a-z_]+\//.test(file) ? file.split('/')[0] : null);
    const toFile = (t: Summary['tallies'] extends (infer T)[] | undefined ? T : never): SourceFile => ({
      file: t.file,
      table: t.table,
      source: t.source,
      read: t.read,
      stored: t.stored,
      rejected: t.rejected,
      flagged: t.flagged ?? {},
    });
    const body: DataSources = {
      imported_at: summary.finishedAt ?? null,
      importer_version: summary.importerVersion ?? null,
      datasets: DATASETS.map((d) => ({
        ...d,
        files: tallies.filter((t) => folderOf(t.file) === d.folder).map(toFile),
      })),
      // Rows the importer derived or added by hand (banks from codes, Kosovo): no file of their own.
      derived: tallies.filter((t) => folderOf(t.file) === null).map(toFile),
    };
    return c.json(body);
  },
);
