import {
  SLIDE_CONFIRM_THRESHOLD,
  SLIDE_HANDLE_OFFSET_PX,
} from '@tableside/shared/domain/constants';

// Slide-to-confirm geometry (spec sections 4 and 9): the handle travels the track less its own
// 62 px, and a release at 35% of the track width or beyond confirms.

/** How far the handle may go on a track of this width. */
export const maxSlide = (trackWidth: number): number =>
  Math.max(0, trackWidth - SLIDE_HANDLE_OFFSET_PX);

/**
 * The handle's offset for a drag of `dx` pixels, kept on the track. Right to left (Arabic) the
 * handle starts at the right and slides left, so a leftward drag is the forward one.
 */
export const slideOffset = (dx: number, trackWidth: number, rtl = false): number =>
  Math.min(Math.max(0, rtl ? -dx : dx), maxSlide(trackWidth));

/** Whether letting go at `offset` confirms. */
export const slideConfirms = (offset: number, trackWidth: number): boolean =>
  trackWidth > 0 && offset >= SLIDE_CONFIRM_THRESHOLD * trackWidth;
