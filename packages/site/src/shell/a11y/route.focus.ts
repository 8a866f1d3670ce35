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
