import { scriptSafeJson } from '../../app/scriptSafeJson';

/** A JSON-LD data block: not executed, so the CSP lets it through like the product page's. */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
