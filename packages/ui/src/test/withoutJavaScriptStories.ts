import { expect, within } from 'storybook/test';
import { storyIntl } from './storyIntl';

type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/**
 * The states a public form shows when it was posted without JavaScript, as stories in both locales: the
 * server's 400 (the posted values kept, the e-mail's message in place) and the page after `?sent=` (the
 * confirmation instead of the form). `ids` name the catalog messages of the form's name and e-mail labels
 * and of the confirmation's heading.
 */
export function withoutJavaScriptStories(ids: { name: string; email: string; sentHeading: string }) {
  const PostedWithoutJavaScript = {
    args: { posted: { values: { name: 'Han Meimei', email: 'lab@' }, fields: {} } },
    play: async ({ canvasElement, globals }: PlayContext) => {
      const canvas = within(canvasElement);
      const intl = storyIntl(globals);
      const email = canvas.getByRole('textbox', { name: intl.formatMessage({ id: ids.email }) });
      await expect(email).toHaveValue('lab@');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
      await expect(canvas.getByRole('textbox', { name: intl.formatMessage({ id: ids.name }) })).toHaveValue(
        'Han Meimei',
      );
    },
  };
  const SentWithoutJavaScript = {
    args: { sent: true },
    play: async ({ canvasElement, globals }: PlayContext) => {
      const canvas = within(canvasElement);
      const intl = storyIntl(globals);
      await expect(
        canvas.getByRole('heading', { name: intl.formatMessage({ id: ids.sentHeading }) }),
      ).toBeVisible();
    },
  };
  const english = { globals: { locale: 'en' } };
  return {
    PostedWithoutJavaScript,
    PostedWithoutJavaScriptEnglish: { ...PostedWithoutJavaScript, ...english },
    SentWithoutJavaScript,
    SentWithoutJavaScriptEnglish: { ...SentWithoutJavaScript, ...english },
  };
}
