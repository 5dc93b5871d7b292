import { expect, it } from 'vitest';
import { snippetInContext } from './searchHits';

const description =
  'IL-6 is a pleiotropic cytokine that signals through IL-6R and gp130 to induce acute-phase proteins.';

it('marks with an ellipsis each side where the description goes on, and moves the marks with the text', () => {
  const snippet = description.slice(36, 70); // 'signals through IL-6R and gp130 to'
  const gp130 = snippet.indexOf('gp130');
  const { text, highlights } = snippetInContext(snippet, [{ start: gp130, end: gp130 + 5 }], description);
  expect(text).toBe('…signals through IL-6R and gp130 to…');
  const [mark] = highlights ?? [];
  expect(text.slice(mark?.start, mark?.end)).toBe('gp130');
});

it('adds nothing where the snippet reaches the start or the end of the description', () => {
  expect(snippetInContext(description.slice(0, 30), [], description).text).toBe(
    `${description.slice(0, 30)}…`,
  );
  const tail = description.slice(60);
  expect(snippetInContext(tail, [], description).text).toBe(`…${tail.trim()}`);
  expect(snippetInContext(description, [], description).text).toBe(description);
});

it('leaves a snippet that is not a passage of the description as it came', () => {
  expect(snippetInContext('IL-6 for research use', [{ start: 0, end: 4 }], description)).toEqual({
    text: 'IL-6 for research use',
    highlights: [{ start: 0, end: 4 }],
  });
});
