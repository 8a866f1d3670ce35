import { createTranslator, type Messages } from '@platform/i18n';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { scrollEdges, VendorStrip } from './VendorStrip';

const vendors = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `V${i + 1}`, name: `Vendor ${i + 1}` }));

/** Gives the strip's viewport a layout jsdom does not compute: 600 px showing of 1500, at `left`. */
function layout(list: HTMLElement, left: number) {
  Object.defineProperties(list, {
    clientWidth: { configurable: true, value: 600 },
    scrollWidth: { configurable: true, value: 1500 },
    scrollLeft: { configurable: true, writable: true, value: left },
  });
  fireEvent.scroll(list);
}

describe('scrollEdges', () => {
  it('tells the start and the end with a pixel of slack', () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 600, scrollWidth: 1500 })).toEqual({
      atStart: true,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 899.5, clientWidth: 600, scrollWidth: 1500 })).toEqual({
      atStart: false,
      atEnd: true,
    });
  });
});

describe('VendorStrip', () => {
  it('has no scroll buttons with 8 vendors or fewer', async () => {
    const { messages } = await renderWithI18n(<VendorStrip vendors={vendors(8)} onSelect={vi.fn()} />);
    const t = createTranslator(messages as Messages);
    expect(screen.queryByRole('button', { name: t('lobby.scrollRight') })).toBeNull();
  });

  it('scrolls by 150 px per press with more than 8, and the buttons say when an end is reached', async () => {
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(<VendorStrip vendors={vendors(12)} onSelect={vi.fn()} />);
    const t = createTranslator(messages as Messages);
    const list = screen.getByRole('list');
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
    layout(list, 0);
    const back = screen.getByRole('button', { name: t('lobby.scrollLeft') });
    const forward = screen.getByRole('button', { name: t('lobby.scrollRight') });
    expect(back).toHaveAttribute('aria-disabled', 'true');
    await user.click(forward);
    expect(scrollBy).toHaveBeenCalledWith({ left: 150 });
    await user.click(back);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    layout(list, 900);
    expect(forward).toHaveAttribute('aria-disabled', 'true');
    await user.click(back);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150 });
  });

  it('marks the vendor shown now and reports a choice', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithI18n(<VendorStrip vendors={vendors(3)} selected="V2" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Vendor 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Vendor 3' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'V3', name: 'Vendor 3' });
  });
});
