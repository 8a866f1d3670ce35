import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuSection, MenuSheet } from './MenuSheet';
import { TabBar, type TabBarEntry } from './TabBar';

const onOpenMenu = fn();
const onSelect = fn((event: { preventDefault: () => void }) => event.preventDefault());
const onItem = fn((event: { preventDefault: () => void }) => event.preventDefault());
const onLogout = fn();

const entries: TabBarEntry[] = [
  { key: '/', label: 'Home', href: '/', current: true, onSelect },
  { key: '/live', label: 'Live casino', href: '/live', onSelect },
  { key: '/electron', label: 'Slots', href: '/electron', onSelect },
  { key: '/lott', label: 'Lottery', href: '/lott', onSelect },
];

const meta = {
  title: 'Widgets/PhoneFrame',
  component: TabBar,
  args: { label: 'Main sections', entries, menuLabel: 'Menu', onOpenMenu },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ maxWidth: 390, height: 640, position: 'relative' }}>{Story()}</div>],
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sections are links (the current one marked), each at least a touch target; the last tab opens the menu. */
export const Tabs: Story = {
  // Rendered here: the entries' callbacks must reach the bar as written (args are copied between story and canvas).
  render: (args) => <TabBar {...args} entries={entries} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main sections' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/live', '/electron', '/lott']);
    await expect(within(nav).getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /Slots/ })).not.toHaveAttribute('aria-current');
    for (const control of [...links, within(nav).getByRole('button', { name: 'Menu' })]) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(within(nav).getByRole('link', { name: /Slots/ }));
    await expect(onSelect).toHaveBeenCalled();
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(onOpenMenu).toHaveBeenCalledTimes(1);
  },
};

function SheetDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TabBar
        label="Main sections"
        entries={entries}
        menuLabel="Menu"
        menuOpen={open}
        onOpenMenu={() => setOpen(true)}
      />
      <MenuSheet open={open} onOpenChange={setOpen} title="Menu">
        <MenuSection
          title="Games"
          items={[
            { key: '/', label: 'Home', href: '/', current: true, onSelect: onItem },
            { key: '/fish', label: 'Fishing', href: '/fish', onSelect: onItem },
          ]}
        />
        <MenuSection title="My account" items={[{ key: 'logout', label: 'Log out', onSelect: onLogout }]} />
      </MenuSheet>
    </>
  );
}

/** The menu tab opens a Radix sheet of titled sections; an item is a link or a button; Escape closes it. */
export const Sheet: Story = {
  render: () => <SheetDemo />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const games = within(sheet).getByRole('region', { name: 'Games' });
    await expect(within(games).getByRole('link', { name: 'Fishing' })).toHaveAttribute('href', '/fish');
    await expect(within(games).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(games).getByRole('link', { name: 'Fishing' }));
    await expect(onItem).toHaveBeenCalled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu).toHaveFocus());
  },
};
