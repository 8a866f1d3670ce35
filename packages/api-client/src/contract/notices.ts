import { z } from 'zod';
import { epochMs, fromQuery, shortText } from './common';
import { endpoint } from './define';

/**
 * Notice types (player-site.md §9: banner request types B, PL, PU, plus PR for promotions):
 * B a banner of the carousel; PL a notice of the notice list / marquee; PU a popup notice shown once per login;
 * PR a promotion banner (promotion page, group w_promotion).
 */
export const noticeType = z.enum(['B', 'PL', 'PU', 'PR']);

export const announcementImage = z.object({ imageId: z.number().int(), url: z.string() });

export const notice = z.object({
  id: z.number().int(),
  type: noticeType,
  /** w_home (home carousel) or w_promotion (promotion page), or another group the merchant defines. */
  groupName: z.string(),
  title: z.string(),
  /** Merchant HTML; sanitise before showing. */
  content: z.string(),
  startDate: epochMs,
  startDateStr: z.string(),
  endDate: epochMs.nullable(),
  sort: z.number(),
  announcementImages: z.array(announcementImage),
  // Banner fields (B, PR).
  bannerId: z.number().int().nullable(),
  /** The banner image. */
  url: z.string().nullable(),
  /**
   * The same banner drawn for a phone's screen (3:2, 750 by 500), where the merchant has one: its words stay large
   * enough on a 360 px screen. Absent or null: the site shows `url` letterboxed.
   */
  mobileUrl: z.string().nullable().optional(),
  /** Where a click goes: a URL (linkageType URL), a promotion id (P) or a game (G, with roomId, nodeId, vendor). */
  linkage: z.string().nullable(),
  linkageType: z.enum(['URL', 'P', 'G']).nullable(),
  roomId: z.string().nullable(),
  nodeId: z.string().nullable(),
  vendor: z.string().nullable(),
  // Notice fields (PL, PU).
  promotionType: z.string().nullable(),
  redirect: z.string().nullable(),
  externalLink: z.string().nullable(),
});

export const notices = {
  list: endpoint({
    method: 'GET',
    path: '/wps/notice/list',
    summary: 'Banners and notices by type and group (types B,PL,PU; PR on the promotion page)',
    description:
      'Only items running now (startDate passed, endDate not) and meant for the platform (W) and execution (B) ' +
      'asked. Newest first within `sort`. The notice list pages 10 a page with 7 page buttons (client side).',
    input: z.object({
      /** Comma-separated notice types (B, PL, PU, PR): the document shows the pattern the server holds to. */
      types: z
        .string()
        .max(64)
        .regex(/^(B|PL|PU|PR)(,(B|PL|PU|PR))*$/)
        .default('B,PL,PU')
        .transform((text) => text.split(',').map((t) => t.trim()))
        .pipe(z.array(noticeType).min(1)),
      groupName: shortText.default('w_home'),
      execution: z.literal('B').default('B'),
      platform: z.literal('W').default('W'),
      page: fromQuery(z.number().int().min(1).max(1_000_000).default(1)),
      size: fromQuery(z.number().int().min(1).max(1000).default(100)),
    }),
    output: z.object({
      list: z.array(notice),
      total: z.number().int().nonnegative(),
      page: z.number().int().min(1),
      size: z.number().int().min(1),
      totalPages: z.number().int().nonnegative(),
    }),
    access: 'optional',
  }),
} as const;
