import type { ApiClient } from '../api-client';
import type { DataSources } from '../api-types';
import { missing } from './common';

export async function sourcesLoader(api: ApiClient) {
  const res = await api.get<DataSources>('sources');
  if (!res.ok) return missing({ sources: null as DataSources | null }, res);
  return { sources: res.data };
}
