import type { ReactNode } from 'react';

/** What the widget hands the captcha it does not draw itself (the image captcha or the bot check of the site). */
export interface CaptchaSlot {
  /** The answer so far: the typed characters, or the bot check's pass token. */
  value: string;
  /** Give the answer here; an empty string clears it (a new image, a reset bot check). */
  onChange: (value: string) => void;
  /** The message to show (already translated), e.g. when the answer is missing. */
  error?: string;
  /** Where the slot is drawn: in the form, or alone in the captcha-only popup. */
  presentation: 'inline' | 'popup';
}

/** A captcha asked by the site: when and how it is drawn. */
export interface WidgetCaptcha {
  /** The captcha must be answered (the server asked for it, or the merchant enables it). */
  required: boolean;
  /** Draws the image captcha or the bot check; it reports its answer through `slot.onChange`. */
  render: (slot: CaptchaSlot) => ReactNode;
}
