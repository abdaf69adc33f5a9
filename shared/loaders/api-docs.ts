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
  return { doc: { openapi, info, servers, tags, paths } satisfies ApiDocument };
}
