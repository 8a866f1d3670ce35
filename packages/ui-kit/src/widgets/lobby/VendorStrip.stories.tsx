import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { storyVendors } from '../shared/story.data';
import { expectArtworkWhole, storyT } from '../shared/story.helpers';
import { VendorStrip, type VendorStripProps } from './VendorStrip';

function Stateful(props: VendorStripProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <div style={{ maxWidth: 720 }}>
      <VendorStrip
        {...props}
        selected={selected}
        onSelect={(vendor) => {
          setSelected(vendor.id);
          props.onSelect(vendor);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/Lobby/VendorStrip',
  component: VendorStrip,
  args: { vendors: storyVendors, selected: 'V1', onSelect: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof VendorStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve vendors: the arrows scroll the row by 150 px. */
export const ManyVendors: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const strip = canvas.getByRole('navigation', { name: t('lobby.vendors') });
    const row = within(strip).getByRole('list');
    const back = canvas.getByRole('button', { name: t('lobby.scrollLeft') });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('lobby.scrollRight') }));
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThanOrEqual(149));
    await waitFor(() => expect(back).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(canvas.getByRole('button', { name: 'JDB 电子' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'V2' }));
    await expect(canvas.getByRole('button', { name: 'JDB 电子' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Eight vendors or fewer: no arrows. Each chip's mark is 28 px and whole, so its monogram reads. */
export const FewVendors: Story = {
  args: { vendors: storyVendors.slice(0, 8) },
  play: async (context) => {
    await expect(context.canvas.queryByRole('button', { name: storyT(context)('lobby.scrollRight') })).toBeNull();
    for (const mark of context.canvasElement.querySelectorAll('img')) {
      await expect(mark.getBoundingClientRect().height).toBeGreaterThanOrEqual(28);
      await expectArtworkWhole(mark);
    }
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { vendors: storyVendors.map((vendor) => ({ ...vendor, name: `${stressText.th.short} ${vendor.name}` })) },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { vendors: storyVendors.map((vendor) => ({ ...vendor, name: `${stressText.vi.short} ${vendor.name}` })) },
};
