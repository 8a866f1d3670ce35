import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '立即游戏', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '立即游戏' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button).toHaveFocus();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button {...args} tone="primary">
        Primary
      </Button>
      <Button {...args} tone="secondary">
        Secondary
      </Button>
      <Button {...args} tone="accent">
        Accent
      </Button>
      <Button {...args} tone="critical">
        Critical
      </Button>
      <Button {...args} tone="ghost">
        Ghost
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Long Thai and Vietnamese labels wrap inside a narrow column without clipping their marks. */
export const StressThaiVietnamese: Story = {
  globals: { locale: 'TH' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, width: 220 }}>
      <Button {...args} lang="th" block>
        {stressText.th.label}
      </Button>
      <Button {...args} lang="vi" tone="secondary" block>
        {stressText.vi.label}
      </Button>
    </div>
  ),
};
