import type { MouseEvent } from 'react';

/** A click the browser should handle itself (a new tab or window): a link's in-place routing leaves it alone. */
export const isModifiedClick = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
