import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { merchantTokens } from '../../theme/merchantTokens.dev';
import { ThemePlayground } from './ThemePlayground';

const meta = {
  title: 'Themes/Playground',
  component: ThemePlayground,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const preview = within(canvas.getByTestId('theme-preview'));
    const status = canvas.getAllByRole('status')[0]!;
    await expect(status).toHaveTextContent(/^All \d+ pairs pass\.$/);

    // A brand colour too close to the button text: the preview follows and the check fails at once.
    const brand = canvas.getByLabelText('brand');
    const onBrand = (canvas.getByLabelText('onBrand') as HTMLInputElement).value;
    await fireEvent.change(brand, { target: { value: onBrand } });
    await waitFor(() =>
      expect(getComputedStyle(preview.getByRole('button', { name: 'Primary' })).backgroundColor).toBe(
        getComputedStyle(preview.getByRole('button', { name: 'Primary' })).color,
      ),
    );
    await expect(status).toHaveTextContent(/pairs fail\./);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/onBrand on brand.*fail/);

    // The file carries the edit, and is a complete tokens file.
    const file = canvas.getByRole('textbox', { name: 'theme.tokens.ts' }) as HTMLTextAreaElement;
    await expect(file.value).toContain(`brand: '${onBrand}',`);
    await expect(file.value).toContain('export const tokens: MerchantTokens = {');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy theme file' }));
    await waitFor(() => expect(canvas.getAllByRole('status')[1]).not.toBeEmptyDOMElement());

    // Reset brings back the merchant's passing theme.
    await userEvent.click(canvas.getByRole('button', { name: /^Reset to/ }));
    await expect(status).toHaveTextContent(/^All \d+ pairs pass\.$/);
  },
};

export const StartFromAnotherMerchant: Story = {
  args: { startFrom: Object.keys(merchantTokens).at(-1) },
  play: async ({ canvas }) => {
    const last = Object.keys(merchantTokens).at(-1)!;
    await expect((canvas.getByLabelText('surface') as HTMLInputElement).value).toBe(
      merchantTokens[last]!.color.surface,
    );
  },
};
