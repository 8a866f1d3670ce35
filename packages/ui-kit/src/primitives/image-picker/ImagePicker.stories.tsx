import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyImages } from '../../storybook/story.images';
import { stressText } from '../../storybook/story.text';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';
import { fakeJpegFile } from './image-picker.fixtures';

const fileOf = (dataUrl: string, name: string) => {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
};

function Stateful({ initial = [], ...props }: ImagePickerProps & { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <ImagePicker
      {...props}
      value={files}
      onChange={(next) => {
        props.onChange(next);
        setFiles(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/ImagePicker',
  component: ImagePicker,
  args: { label: '上传凭证', hint: 'jpg、jpeg 或 png，每张不超过 5 MB，最多 3 张', value: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;

export const PickAndRemove: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.upload(fileInput(canvasElement), [
      fileOf(storyImages.gold, 'gold.png'),
      fileOf(storyImages.teal, 'teal.png'),
    ]);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(args.onChange).toHaveBeenCalledOnce();
    const remove = canvas.getAllByRole('button').find((button) => button.getAttribute('aria-describedby'));
    await userEvent.click(remove!);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(1));
    await expect(canvas.getByRole('img', { name: 'teal.png' })).toBeVisible();
  },
};

/** A renamed file that is not an image is refused by its content, with limit3. */
export const RefusesByContent: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.upload(fileInput(canvasElement), fakeJpegFile(), { applyAccept: false });
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Full: Story = {
  render: (args) => (
    <Stateful
      {...args}
      initial={[
        fileOf(storyImages.gold, '1.png'),
        fileOf(storyImages.green, '2.png'),
        fileOf(storyImages.red, '3.png'),
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const upload = canvas.getAllByRole('button').at(-1)!;
    await userEvent.click(upload);
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement());
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { label: stressText.th.label, hint: stressText.th.sentence },
};
