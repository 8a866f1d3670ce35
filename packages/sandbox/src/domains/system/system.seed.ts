import type { SandboxRuntime } from '../../core/runtime';
import { helpSeeds } from './help.content';
import { playerMerchantSeeds } from './merchants.player';

/** Entry domains the speed test lists besides the sandbox's own origins (these are unreachable on purpose). */
const seededDomains: Record<string, string[]> = {
  AURUM: ['https://www.aurum.example', 'https://a1.aurum.example', 'https://a2.aurum.example'],
  VERDE: ['https://www.verde.example', 'https://v1.verde.example'],
};

export async function seedSystem(runtime: SandboxRuntime): Promise<void> {
  const { db } = runtime;
  const now = runtime.clock.now();
  for (const [code, seed] of Object.entries(playerMerchantSeeds)) {
    // Merged, not replaced: the centres add their own flags and settings keys to the same row.
    await db.query(
      `UPDATE merchants SET flags = flags || $2::jsonb, settings = settings || jsonb_build_object('player', $3::jsonb)
       WHERE code = $1`,
      [code, JSON.stringify(seed.flags), JSON.stringify(seed.settings)],
    );
    for (const [index, domain] of (seededDomains[code] ?? []).entries()) {
      await db.query('INSERT INTO domain_routes (merchant_code, domain_name, speed, sort) VALUES ($1, $2, 0, $3)', [
        code,
        domain,
        index + 10,
      ]);
    }
    for (const [categoryIndex, category] of helpSeeds.entries()) {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO help_categories (merchant_code, tag, titles, sort) VALUES ($1, $2, $3, $4) RETURNING id',
        [code, category.tag, JSON.stringify(category.titles), categoryIndex],
      );
      for (const [articleIndex, article] of category.articles.entries()) {
        await db.query(
          'INSERT INTO help_articles (category_id, tag, texts, sort, updated_at) VALUES ($1, $2, $3, $4, $5)',
          [row?.id, article.tag, JSON.stringify(article.texts), articleIndex, now],
        );
      }
    }
  }
}
