import type { MessageKey, MessageParams, Translator } from '@platform/i18n';
import { Fragment, type ReactNode } from 'react';

// A character no translation contains: it marks where each element goes in the translated text.
const MARK = '\u0000';

/**
 * Translates a message whose placeholders are elements rather than text ("I agree to the {agreement}", where
 * `agreement` is a link), so each language keeps its own word order around the element.
 */
export function translateWithNodes(
  t: Translator,
  key: MessageKey,
  nodes: Readonly<Record<string, ReactNode>>,
  params: MessageParams = {},
): ReactNode {
  const marked: Record<string, string | number> = { ...params };
  for (const name of Object.keys(nodes)) marked[name] = `${MARK}${name}${MARK}`;
  const parts = t(key, marked).split(MARK);
  // Even parts are text, odd parts are the names of the elements.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder
      <Fragment key={index}>{nodes[part]}</Fragment>
    ) : (
      part
    ),
  );
}
