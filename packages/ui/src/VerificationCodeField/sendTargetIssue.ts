import { type FieldSpec, fieldIssueMessage, type SiteLocale, validateForm } from '@storefront/validation';
import type { IntlShape } from 'react-intl';

/**
 * Why a code cannot be sent to `value` yet (blank, not an e-mail, not a mainland mobile), in the field's own
 * SPEC §5 words; null when the target is fine. The send button checks this before calling the server.
 */
export function sendTargetIssue(
  intl: IntlShape,
  field: string,
  spec: FieldSpec,
  value: string,
  siteLocale: SiteLocale,
): string | null {
  const rule = validateForm({ [field]: spec }, { [field]: value }, siteLocale)[field];
  if (!rule) return null;
  const message = fieldIssueMessage(field, rule, spec);
  // Passed as a variable: the ids are the validation package's, not literals for this package's extraction.
  const descriptor = { id: message.id, defaultMessage: message.defaultMessage };
  return intl.formatMessage(descriptor, message.values);
}
