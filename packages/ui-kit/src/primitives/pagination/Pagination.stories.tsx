import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice list: 10 a page, 7 page buttons visible. */
export const SevenButtons: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation');
    const pageButtons = () => canvas.getAllByRole('button').filter((button) => /^\d+$/.test(button.textContent ?? ''));
    await expect(pageButtons()).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: /6/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '7', '8', '20']);
    await expect(pageButtons()[3]).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(nav.querySelector('[aria-live]')?.textContent).toMatch(/6/));
  },
};

export const AtTheEnd: Story = {
  args: { page: 20 },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    const next = buttons[buttons.length - 1]!;
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };
