import type { userEvent } from '@testing-library/user-event';

/**
 * Puts `value` into a box as one paste rather than key by key: the widgets' behaviour does not depend on typing
 * speed, and a loaded test machine then spends its time on the assertions.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}
