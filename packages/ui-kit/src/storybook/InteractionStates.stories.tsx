import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../primitives/button/Button';
import { cardStyle } from '../primitives/card/card.css';
import { Checkbox } from '../primitives/checkbox/Checkbox';
import { Pagination } from '../primitives/pagination/Pagination';
import { RadioGroup } from '../primitives/radio-group/RadioGroup';
import { Select } from '../primitives/select/Select';
import { Tabs } from '../primitives/tabs/Tabs';
import { TextField } from '../primitives/text-field/TextField';
import { vars } from '../theme/contract.css';

/**
 * Every interactive primitive in a row, in tab order: the keyboard walk checks that each one draws the theme's focus
 * ring (2 px, `color.focus`) when reached by Tab. Hover and pressed are drawn by CSS (`:hover`, `:active`), which
 * synthetic events cannot trigger: this story shows them for a designer to try with the pointer.
 */
function AllControls() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <span data-testid="focus-probe" style={{ color: vars.color.focus }} aria-hidden="true">
        ·
      </span>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button>Primary</Button>
        <Button tone="secondary">Secondary</Button>
        <Button tone="accent">Accent</Button>
        <Button tone="ghost">Ghost</Button>
      </div>
      <a href="#terms">Promotion terms</a>
      <a href="#card" className={cardStyle({ interactive: true })}>
        A card that is a link
      </a>
      <TextField label="Username" />
      <Select
        label="Currency"
        placeholder="Choose"
        options={[
          { value: 'CNY', label: 'CNY' },
          { value: 'USD', label: 'USD' },
        ]}
      />
      <Checkbox label="Remember me" />
      <RadioGroup
        label="Verify with"
        orientation="horizontal"
        defaultValue="E"
        options={[
          { value: 'E', label: 'E-mail' },
          { value: 'S', label: 'SMS' },
        ]}
      />
      <Tabs
        label="Lobby"
        items={[
          { value: 'a', label: 'Live casino', content: <p>Tables</p> },
          { value: 'b', label: 'Slots', content: <p>Reels</p> },
        ]}
      />
      <Pagination page={2} pageCount={5} onPageChange={() => {}} />
    </div>
  );
}

const meta = {
  title: 'Themes/Interaction states',
  component: AllControls,
} satisfies Meta<typeof AllControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusRing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const focusColour = getComputedStyle(canvas.getByTestId('focus-probe')).color;
    const expectRing = async (element: Element) => {
      await expect(element).toHaveFocus();
      const style = getComputedStyle(element);
      await expect(style.outlineStyle).toBe('solid');
      await expect(style.outlineWidth).toBe('2px');
      await expect(style.outlineColor).toBe(focusColour);
    };
    // The controls in tab order: each must show the ring when the keyboard reaches it.
    const walk = [
      canvas.getByRole('button', { name: 'Primary' }),
      canvas.getByRole('button', { name: 'Secondary' }),
      canvas.getByRole('button', { name: 'Accent' }),
      canvas.getByRole('button', { name: 'Ghost' }),
      canvas.getByRole('link', { name: 'Promotion terms' }),
      canvas.getByRole('link', { name: 'A card that is a link' }),
      canvas.getByRole('textbox', { name: 'Username' }),
      canvas.getByRole('combobox', { name: 'Currency' }),
      canvas.getByRole('checkbox', { name: 'Remember me' }),
      canvas.getByRole('radio', { name: 'E-mail' }),
      canvas.getByRole('tab', { name: 'Live casino' }),
    ];
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    for (const element of walk) {
      await userEvent.tab();
      await expectRing(element);
    }
  },
};
