/**
 * Where focus goes after a route change: the page's heading (`h1` in `main`), made focusable for the purpose, else
 * `main` itself. Screen-reader users then hear the new page's name, and keyboard users start from its top.
 */
export function focusPageHeading(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('main');
  if (!main) return null;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}

/**
 * True while the player is typing in a field (an input, a text area, a select or an editable element): a page that
 * comes in late must not take focus from there, or the next keystrokes go nowhere.
 */
export function playerIsTyping(root: Document = document): boolean {
  const active = root.activeElement as HTMLElement | null;
  if (!active || active === root.body) return false;
  return active.matches('input, textarea, select') || active.isContentEditable;
}
