// Types of scripts/lib/streamed.mjs, for the e2e streaming test.
export function readStreamed(
  res: Response,
  marker: string,
  t0: number,
  onMarker?: () => void,
): Promise<{ html: string; markerAt: number; endAt: number }>;
