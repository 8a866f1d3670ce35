// The phone frame as a player meets it, and the layout checks every phone page must pass.
import { expect, type Locator, type Page } from '@playwright/test';

/** The bottom tab bar (the site's main sections and the menu tab). */
export const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main sections' });

/** Opens the menu sheet from the tab bar and returns it. */
export async function openMenu(page: Page) {
  await tabBar(page).getByRole('button', { name: 'Menu' }).tap();
  return page.getByRole('dialog', { name: 'Menu' });
}

export interface LayoutProblems {
  /** Elements that reach past the screen's right edge and make the page scroll sideways. */
  overflow: string[];
  /** Controls smaller than 44 by 44 px that are not a word inside a sentence. */
  small: string[];
}

/**
 * What a phone page must not have (issue 24): sideways scrolling (anything past `width` that no box of its own
 * scrolls or clips), and a control under 44 by 44 px. Exempt: a link laid out inline inside text (a word in a
 * sentence), checkboxes and radios (their label is the target), what is not on screen (the skip link above the top
 * until focused) and what is not rendered.
 */
export function layoutProblems(page: Page, width: number): Promise<LayoutProblems> {
  return page.evaluate((screenWidth) => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const overflow: string[] = [];
    if (document.documentElement.scrollWidth > screenWidth) {
      const contained = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      // A fixed bar spans the viewport the page made: it shows the widening, never causes it.
      const onFixed = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).position === 'fixed') return true;
        }
        return false;
      };
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > screenWidth + 1 && !contained(element) && !onFixed(element)) {
          overflow.push(`${name(element)} reaches ${Math.round(box.right)} px`);
        }
      }
      // Else content spills out of a box that is itself within the screen (a long word in a heading): the deepest
      // such box names it.
      const spilling = [...document.body.querySelectorAll('*')].filter(
        (element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible',
      );
      const deepest = spilling.at(-1);
      if (overflow.length === 0 && deepest)
        overflow.push(`${name(deepest)} spills ${deepest.scrollWidth - deepest.clientWidth} px`);
      if (overflow.length === 0) overflow.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const small: string[] = [];
    const controls = 'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]';
    for (const element of document.querySelectorAll<HTMLElement>(controls)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(element.type)) continue;
      if (element.tagName === 'A' && style.display === 'inline') continue;
      if (box.width < 44 || box.height < 44)
        small.push(`${name(element)} ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return { overflow: overflow.slice(0, 5), small };
  }, width);
}

/** The app's route paths, from its router (the route tree the feature manifests build). */
export function routePaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys((window as unknown as { __TSR_ROUTER__: { routesByPath: object } }).__TSR_ROUTER__.routesByPath),
  );
}

/** Goes to a section the way a phone player does: the menu sheet, then the section's link. */
export async function goToSection(page: Page, path: string): Promise<void> {
  const sheet = await openMenu(page);
  await sheet.getByRole('region', { name: 'All sections' }).locator(`a[href="${path}"]`).tap();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Expects `scope` to fill the phone's screen: a dialog shown as a full-height sheet. */
export async function expectFullScreen(page: Page, scope: Locator): Promise<void> {
  const viewport = page.viewportSize();
  await expect(scope).toBeVisible();
  expect(await scope.boundingBox()).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
}
