import { scriptJson } from '../hydration';

/** Structured data for search engines (https://json-ld.org/), escaped for a <script> element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: scriptJson({ '@context': 'https://schema.org', ...data }) }}
    />
  );
}
