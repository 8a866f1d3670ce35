import { pick, seededRandom } from '../shared/random';
import { type GameType, vendorCatalog } from './vendors.catalog';

/** One seeded game. Ids are `<vendor>-<type>-<n>`: stable across runs, readable in logs and URLs. */
export interface GameSeed {
  gameId: string;
  vendor: string;
  gameType: GameType;
  displayName: string;
  category: string;
  nodeId: string | null;
  roomId: string | null;
  nodeName: string | null;
  /** 0: free trial available. */
  supportPlay: 0 | 1;
  appNewWindow: 0 | 1;
  hotRank: number | null;
  sort: number;
}

/** How many games each vendor gets per type (about 320 in all). */
const counts: Record<string, Partial<Record<GameType, number>>> = {
  PT: { RNG: 45, LIVE: 8 },
  PTSS: { RNG: 35 },
  DG: { LIVE: 10 },
  GPI: { LIVE: 6, RNG: 20 },
  ALB: { LIVE: 10 },
  AE: { LIVE: 8 },
  JDB: { RNG: 40, FISH: 6 },
  CQ9: { RNG: 40, FISH: 6 },
  JILI: { FISH: 8, RNG: 30 },
  KY: { PVP: 24 },
  SABA: { SPORTS: 2 },
  IMES: { ESPORTS: 2 },
  TCG: { LOTT: 8 },
  VR: { ELOTT: 6 },
};

const adjectives = [
  'Golden',
  'Lucky',
  'Mighty',
  'Jade',
  'Fortune',
  'Royal',
  'Wild',
  'Dragon',
  'Phoenix',
  'Crystal',
  'Mystic',
  'Blazing',
  'Silver',
  'Emperor',
  'Neon',
  'Ancient',
  'Thunder',
  'Ocean',
  'Cosmic',
  'Sakura',
];
const nouns = [
  'Dragon',
  'Panda',
  'Tiger',
  'Koi',
  'Temple',
  'Treasure',
  'Lantern',
  'Empress',
  'Gems',
  'Riches',
  'Festival',
  'Pearl',
  'Warrior',
  'Garden',
  'Nights',
  'Rush',
  'Spins',
  'Wolves',
  'Pharaoh',
  'Bonanza',
];

const categoriesOf: Record<GameType, readonly string[]> = {
  RNG: ['SLOT', 'SLOT', 'SLOT', 'JACKPOT', 'TABLE', 'ARCADE'],
  FISH: ['FISH'],
  LIVE: ['BACCARAT', 'BACCARAT', 'ROULETTE', 'DRAGON_TIGER', 'SICBO', 'BLACKJACK'],
  PVP: ['POKER', 'MAHJONG', 'NIUNIU', 'BLACKJACK'],
  SPORTS: ['SPORTSBOOK'],
  ESPORTS: ['ESPORTSBOOK'],
  LOTT: ['SSC', '11X5', 'VN'],
  ELOTT: ['KENO', 'PK10'],
};

const fixedNames: Partial<Record<GameType, readonly string[]>> = {
  FISH: [
    'Ocean King',
    'Fishing War',
    'Dragon Fishing',
    'Bombing Fishing',
    'Happy Fishing',
    'Mega Fishing',
    'Jackpot Fishing',
    'All-star Fishing',
  ],
  SPORTS: ['Sportsbook', 'Virtual Sports'],
  ESPORTS: ['Esports Arena', 'Esports Live'],
  LOTT: [
    'Chongqing SSC',
    'Tianjin SSC',
    'Guangdong 11X5',
    'Jiangxi 11X5',
    'Ho Chi Minh Lottery',
    'Ha Noi Lottery',
    'Mekong Lottery',
    'Da Nang Lottery',
  ],
  ELOTT: ['Keno 1', 'Keno 5', 'PK10 Racing', 'Lucky Keno', 'Turbo PK10', 'Speed Keno'],
};

function liveName(category: string, n: number): string {
  const label = category
    .replace('_', ' ')
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());
  return `${label} ${String.fromCharCode(65 + (n % 26))}${Math.floor(n / 26) || ''}`;
}

export function generateGames(): GameSeed[] {
  const games: GameSeed[] = [];
  for (const vendor of vendorCatalog) {
    const random = seededRandom(vendor.accountTypeId);
    for (const gameType of vendor.types) {
      const total = counts[vendor.code]?.[gameType] ?? 0;
      const used = new Set<string>();
      for (let n = 1; n <= total; n++) {
        const category = pick(random, categoriesOf[gameType]);
        let displayName = fixedNames[gameType]?.[n - 1] ?? '';
        if (!displayName && gameType === 'LIVE') displayName = liveName(category, n);
        while (!displayName || used.has(displayName)) {
          displayName = `${pick(random, adjectives)} ${pick(random, nouns)}${used.size > 150 ? ` ${n}` : ''}`;
          if (gameType === 'PVP')
            displayName = `${category.charAt(0)}${category.slice(1).toLowerCase()} ${pick(random, nouns)}`;
        }
        used.add(displayName);
        const live = gameType === 'LIVE';
        games.push({
          gameId: `${vendor.code}-${gameType}-${String(n).padStart(3, '0')}`,
          vendor: vendor.code,
          gameType,
          displayName,
          category,
          nodeId: live ? `${vendor.code.toLowerCase()}-node-${n}` : null,
          roomId: live ? `${vendor.code.toLowerCase()}-room-${Math.ceil(n / 2)}` : null,
          nodeName: live ? `Table ${n}` : null,
          supportPlay: vendor.supportTrial && ['RNG', 'FISH', 'PVP'].includes(gameType) ? 0 : 1,
          appNewWindow: gameType === 'SPORTS' || gameType === 'ESPORTS' ? 1 : 0,
          hotRank: random() < 0.12 ? Math.floor(random() * 100) + 1 : null,
          sort: n,
        });
      }
    }
  }
  return games;
}
