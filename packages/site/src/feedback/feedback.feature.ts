import { lazy } from 'react';
import { defineFeature } from '../app/feature';

declare module '../app/feature' {
  interface DialogIntents {
    /** The feedback modal (player-site §2): opened from the footer and the right bar. */
    feedback: Record<never, never>;
  }
}

/**
 * Feedback (player-site §2, §3, §5): the feedback modal, opened anywhere by the `feedback` intent. One lazy chunk,
 * loaded when the modal first opens.
 */
export const feedbackFeature = defineFeature({
  name: 'feedback',
  dialogs: { feedback: lazy(() => import('./FeedbackModal')) },
});
