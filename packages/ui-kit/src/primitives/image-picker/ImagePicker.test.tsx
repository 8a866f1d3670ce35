import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';
import { fakeJpegFile, jpegFile, pngFile } from './image-picker.fixtures';

let urls: Map<string, Blob>;
beforeEach(() => {
  urls = new Map();
  let made = 0;
  // jsdom has no object URLs; these record which are alive.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made += 1;
    const url = `blob:test/${made}`;
    urls.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    urls.delete(url);
  });
});
afterEach(() => vi.restoreAllMocks());

function Harness(props: Partial<ImagePickerProps> & { initial?: File[]; onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>(props.initial ?? []);
  return (
    <ImagePicker
      label="Proof images"
      hint="jpg, jpeg or png"
      {...props}
      value={files}
      onChange={(next) => {
        props.onFiles?.(next);
        setFiles(next);
      }}
    />
  );
}

const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImagePicker', () => {
  it('adds checked images with a preview each, under an upload button named with the field label', async () => {
    const onFiles = vi.fn();
    const { container } = await renderWithI18n(<Harness onFiles={onFiles} />);
    expect(screen.getByRole('button', { name: 'Proof images Upload' })).toBeInTheDocument();
    expect(input(container)).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    await userEvent.upload(input(container), [pngFile('a.png'), jpegFile('b.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(onFiles.mock.lastCall?.[0].map((file: File) => file.name)).toEqual(['a.png', 'b.jpg']);
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('says why a file was refused, as the message of its key, announced', async () => {
    const { container, messages } = await renderWithI18n(<Harness />);
    await userEvent.upload(input(container), fakeJpegFile(), { applyAccept: false });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(messages.activity_apply_remark_limit3));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uses the message keys it is given (feedback: limit2 for a wrong type)', async () => {
    const { container, messages } = await renderWithI18n(
      <Harness maxFiles={1} messages={{ type: 'activity_apply_remark_limit2' }} />,
    );
    await userEvent.upload(input(container), fakeJpegFile(), { applyAccept: false });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.activity_apply_remark_limit2));
  });

  it('refuses a fourth image with limit4 when the upload button is used on a full list', async () => {
    const { messages } = await renderWithI18n(
      <Harness initial={[pngFile('1.png'), pngFile('2.png'), pngFile('3.png')]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proof images Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.activity_apply_remark_limit4);
  });

  it('removes an image, revokes its preview URL and moves focus to the next remove button', async () => {
    const files = [pngFile('1.png'), pngFile('2.png')];
    await renderWithI18n(<Harness initial={files} />);
    await waitFor(() => expect(urls.size).toBe(2));
    const [first, second] = screen.getAllByRole('button', { name: 'Remove' });
    expect(first).toHaveAccessibleDescription('1.png');
    await userEvent.click(first!);
    await waitFor(() => expect(urls.size).toBe(1));
    expect([...urls.values()]).toEqual([files[1]]);
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(second).toBe(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proof images Upload' })).toHaveFocus());
  });

  it('revokes every preview URL when it goes away', async () => {
    const { unmount } = await renderWithI18n(<Harness initial={[pngFile(), jpegFile()]} />);
    await waitFor(() => expect(urls.size).toBe(2));
    unmount();
    expect(urls.size).toBe(0);
  });

  it('shows the error the form gives it', async () => {
    await renderWithI18n(<Harness error="Please upload an image" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image');
  });
});
