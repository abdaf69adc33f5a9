import { data } from 'react-router';
import type { ApiClient } from '../api-client';

/** The parts of the API's OpenAPI 3.1 document (worker/api/openapi) the /api-docs page shows. */
export interface ApiDocParameter {
  name: string;
  in: 'path' | 'query';
  description: string;
  required?: boolean;
  schema: { type?: string | string[]; maximum?: number; maxLength?: number; default?: unknown; pattern?: string };
  example?: string;
}

export interface ApiDocOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: ApiDocParameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { description?: string; content?: { 'application/json'?: { example?: unknown } } }>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, ApiDocOperation>>;
}

/**
 * /api-docs: the page is drawn from the API's own OpenAPI document (fetched like any record,
 * so it documents the API this site reads, embedded or API_BASE_URL), never from a second copy.
 */
export async function apiDocsLoader(api: ApiClient) {
  const res = await api.get<ApiDocument>('openapi.json');
  if (!res.ok) throw data(null, { status: res.status === 404 ? 404 : 503 });
  // The schemas are for tools; the page shows examples. Left out, they do not weigh on the HTML.
  const { openapi, info, servers, tags, paths } = res.data;
  return { doc: { openapi, info, servers, tags, paths: await withLiveBankExample(api, paths) } satisfies ApiDocument };
}

/**
 * A bank's slug is made by each import from the bank's name (the fixtures' deutsche-bank-ag is
 * the full data's deutsche-bank-aktiengesellschaft), so a slug written into the document can
 * name no bank here. The page's curl for a bank names the bank of the document's SWIFT example,
 * read from the data it runs on; when that bank cannot be read, the document's example stays.
 */
async function withLiveBankExample(api: ApiClient, paths: ApiDocument['paths']): Promise<ApiDocument['paths']> {
  const bankOp = paths['/banks/{country}/{slug}']?.get;
  const swift = paths['/swifts/{code}']?.get?.parameters?.find((p) => p.in === 'path')?.example;
  if (!bankOp || !swift) return paths;
  const res = await api.get<{ bank: { country: string; slug: string } | null }>(`swifts/${encodeURIComponent(swift)}`);
  const bank = res.ok ? res.data.bank : null;
  if (!bank) return paths;
  const live: Record<string, string> = { country: bank.country, slug: bank.slug };
  const parameters = bankOp.parameters?.map((p) =>
    p.in === 'path' && live[p.name] ? { ...p, example: live[p.name] } : p,
  );
  return {
    ...paths,
    '/banks/{country}/{slug}': { ...paths['/banks/{country}/{slug}'], get: { ...bankOp, parameters } },
  };
}
