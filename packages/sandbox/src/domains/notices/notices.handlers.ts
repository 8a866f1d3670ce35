import { implement } from '../../core/handlers';
import { BANNER_PHONE_SIZE } from './banner.art';

interface NoticeRow {
  id: number;
  notice_type: 'B' | 'PL' | 'PU' | 'PR';
  group_name: string;
  texts: Record<string, { title: string; content: string }>;
  start_date: number;
  end_date: number | null;
  sort: number;
  image_url: string | null;
  linkage: string | null;
  linkage_type: 'URL' | 'P' | 'G' | null;
  room_id: string | null;
  node_id: string | null;
  vendor: string | null;
  promotion_type: string | null;
  redirect: string | null;
  external_link: string | null;
  total: number;
}

export const noticesHandlers = implement('notices', {
  list: async (input, ctx) => {
    const now = ctx.now();
    const rows = await ctx.db.query<NoticeRow>(
      `SELECT n.*, count(*) OVER ()::int AS total FROM notices n
       WHERE merchant_code = $1 AND notice_type = ANY($2::text[]) AND group_name = $3 AND platform = $4
         AND execution = $5 AND start_date <= $6 AND (end_date IS NULL OR end_date > $6)
       ORDER BY sort, start_date DESC, id LIMIT $7 OFFSET $8`,
      [
        ctx.merchant.code,
        input.types,
        input.groupName,
        input.platform,
        input.execution,
        now,
        input.size,
        (input.page - 1) * input.size,
      ],
    );
    const total = rows[0]?.total ?? 0;
    return {
      list: rows.map((r) => {
        const text = r.texts[ctx.language] ?? r.texts.EN ?? { title: '', content: '' };
        const banner = r.notice_type === 'B' || r.notice_type === 'PR';
        return {
          id: r.id,
          type: r.notice_type,
          groupName: r.group_name,
          title: text.title,
          content: text.content,
          startDate: r.start_date,
          startDateStr: new Date(r.start_date).toISOString().slice(0, 10),
          endDate: r.end_date,
          sort: r.sort,
          announcementImages: r.image_url ? [{ imageId: r.id, url: r.image_url }] : [],
          bannerId: banner ? r.id : null,
          url: r.image_url,
          // The sandbox draws its banners at any size: the phone picture is the same art at 3:2.
          mobileUrl:
            banner && r.image_url?.startsWith('/res/banners/')
              ? `${r.image_url}?w=${BANNER_PHONE_SIZE.width}&h=${BANNER_PHONE_SIZE.height}`
              : null,
          linkage: r.linkage,
          linkageType: r.linkage_type,
          roomId: r.room_id,
          nodeId: r.node_id,
          vendor: r.vendor,
          promotionType: r.promotion_type,
          redirect: r.redirect,
          externalLink: r.external_link,
        };
      }),
      total,
      page: input.page,
      size: input.size,
      totalPages: Math.ceil(total / input.size),
    };
  },
});
