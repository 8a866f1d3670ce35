// Realistic data for the widget stories: what the sandbox's merchants serve, in the languages players see.
import { stressText } from '../../storybook/story.text';
import type { BannerData } from '../banner/BannerCarousel';
import type { InfoBarBalance } from '../info-bar/InfoBar';
import type { GameCardData, GameTileData, VendorData } from '../lobby/lobby.types';
import type { NoticeData } from '../notices/NoticeList';
import { storyImage } from './story.helpers';

const gameNames = [
  '麻将胡了',
  '赏金船长',
  '寻宝黄金城',
  '招财猫',
  '亡灵大盗',
  '埃及寻宝',
  '金钱兔',
  '雷神之锤',
  '水果派对',
  '熊猫财神',
  '龙虎斗',
  '百家乐',
  '捕鱼大亨',
  '财神到',
  '福运连连',
  '星际探险',
];

/** `count` games across vendors; every third has no free trial, every fifth is a favourite. */
export function storyGames(count: number, names: readonly string[] = gameNames): GameTileData[] {
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] ?? `Game ${index + 1}`;
    return {
      id: `G${index + 1}`,
      name: count > names.length ? `${name} ${Math.floor(index / names.length) + 1}` : name,
      iconUrl: storyImage(name.slice(0, 2), (index * 37) % 360),
      supportPlay: index % 3 === 2 ? 1 : 0,
      vendorName: ['PG 电子', 'JDB 电子', 'CQ9 电子'][index % 3],
      isFavourite: index % 5 === 0,
    };
  });
}

export const thaiGames = storyGames(6, [stressText.th.word, 'สล็อตมังกรทองคำนำโชค', 'ราชาแห่งท้องทะเลลึก']);
export const vietnameseGames = storyGames(6, [stressText.vi.word, 'Kho báu Ai Cập huyền thoại', 'Rồng vàng']);

export const storyVendors: VendorData[] = [
  'PG 电子',
  'JDB 电子',
  'CQ9 电子',
  'PT 电子',
  'FC 电子',
  'JILI 电子',
  'KA 电子',
  'MG 电子',
  'BNG 电子',
  'NetEnt',
  'Habanero',
  'Spadegaming',
].map((name, index) => ({ id: `V${index + 1}`, name, iconUrl: storyImage(name.slice(0, 2), index * 29, 48, 48) }));

export const storyBalance: InfoBarBalance = {
  total: 128_456.785,
  currencySymbol: '¥',
  currencyPosition: 'F',
  wallets: [
    { code: 'MAIN', name: '中心钱包', balance: 120_000, isMain: true },
    { code: 'PG', name: 'PG 电子', balance: 6_456.785 },
    { code: 'AG', name: 'AG 真人', balance: 2_000 },
  ],
};

export const storyCard: GameCardData = {
  id: 11,
  title: 'AG 真人视讯',
  imageUrl: storyImage('AG LIVE', 20, 380, 200),
  gameType: 'LIVE',
  kind: 'VASSALAGE',
  freeplay: 1,
  accountTypeName: 'AGIN',
};

export const storyBanners: BannerData[] = [
  {
    id: 1,
    title: '首存加送 100%',
    imageUrl: storyImage('首存加送 100%', 40, 1200, 400),
    linkageType: 'P',
    linkage: '12',
  },
  {
    id: 2,
    title: '麻将胡了 全新上线',
    imageUrl: storyImage('麻将胡了', 160, 1200, 400),
    linkageType: 'G',
    linkage: 'PG-65',
  },
  {
    id: 3,
    title: '下载 APP 领彩金',
    imageUrl: storyImage('APP', 220, 1200, 400),
    linkageType: 'URL',
    linkage: '/download',
  },
  { id: 4, title: '新春快乐', imageUrl: storyImage('新春快乐', 0, 1200, 400), linkageType: null },
];

export function storyNotices(count: number): NoticeData[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: index === 0 ? '系统维护公告：5 月 1 日 02:00-06:00' : `第 ${index + 1} 期优惠活动开启`,
    content:
      '<p>尊敬的会员：为了提供更好的服务，我们将于 <strong>5 月 1 日 02:00 至 06:00</strong> 进行系统维护，期间暂停游戏。</p><script>alert(1)</script>',
    startDate: Date.UTC(2024, 3, 30 - (index % 28), 8),
  }));
}
