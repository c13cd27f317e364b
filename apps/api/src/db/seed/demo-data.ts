// The demo catalogue the database is seeded from: the nine brands of PRODUCT.md section 2 and their
// games. Every company, person, address, phone number and game here is fictional; host names use
// the reserved `.example` top-level domain. Artwork is generated from `art` (see ./artwork); the
// games' texts in every language are in ./game-texts.

import type { Area } from '@guildhall/contract/areas';
import type { CarouselStyle, FooterKind } from '@guildhall/contract/footers';
import type { Platform } from '@guildhall/contract/constants';
import type { GameArt } from './artwork';
import { seedGameTexts, type SeedGameTexts } from './game-texts';

export type { SeedGameText, SeedGameTexts } from './game-texts';

export interface SeedBrand {
  id: string;
  name: string;
  hosts: string[];
  mainColor: string;
  radius: number;
  footer: FooterKind;
  defaultArea: Area;
  userCenter: boolean;
  rechargeButton: boolean;
  carousel: CarouselStyle;
  company: string;
  contactEmail: string;
  address: string;
  representative: string;
  phone: string;
  attachmentMaxFiles: number;
  attachmentMaxBytes: number;
}

export interface SeedGame {
  slug: string;
  brandId: string;
  gameName: string;
  area: Area;
  platforms: Platform[];
  rechargeUrl: string;
  repaymentUrl: string;
  downloadUrl: string | null;
  genre: string;
  texts: SeedGameTexts;
  art: GameArt;
}

const MIB = 1024 * 1024;

export const seedBrands: SeedBrand[] = [
  {
    id: 'nova',
    name: 'Nova Games',
    hosts: ['www.novagames.example', 'novagames.example'],
    mainColor: '#6c5ce7',
    radius: 20,
    footer: 'standard',
    defaultArea: 'kr',
    userCenter: true,
    rechargeButton: true,
    carousel: 'coverflow',
    company: 'Nova Games Co., Ltd. (주식회사 노바게임즈)',
    contactEmail: 'support@novagames.example',
    address: '서울특별시 강남구 테헤란로 427, 14층 (삼성동), 06159',
    representative: '김서준 (Kim Seo-jun)',
    phone: '+82 2-555-0142',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
  {
    id: 'hanami',
    name: 'Hanami Play',
    hosts: ['www.hanamiplay.example', 'hanamiplay.example'],
    mainColor: '#e84393',
    radius: 20,
    footer: 'japan',
    defaultArea: 'jp',
    userCenter: true,
    rechargeButton: true,
    carousel: 'fade',
    company: '株式会社ハナミプレイ (Hanami Play Inc.)',
    contactEmail: 'support@hanamiplay.example',
    address: '〒150-0043 東京都渋谷区道玄坂1-18-7 花見坂ビル5階',
    representative: '佐藤 美咲 (Misaki Sato)',
    phone: '+81 3-5555-0123',
    attachmentMaxFiles: 5,
    attachmentMaxBytes: 8 * MIB,
  },
  {
    id: 'hoshi',
    name: 'Hoshi Works',
    hosts: ['www.hoshiworks.example', 'hoshiworks.example'],
    mainColor: '#0984e3',
    radius: 10,
    footer: 'japan-variant',
    defaultArea: 'jp',
    userCenter: false,
    rechargeButton: true,
    carousel: 'fade',
    company: '株式会社ホシワークス (Hoshi Works Inc.)',
    contactEmail: 'support@hoshiworks.example',
    address: '〒530-0012 大阪府大阪市北区芝田2-9-21 星見ビル8階',
    representative: '高橋 健一 (Kenichi Takahashi)',
    phone: '+81 6-5555-0178',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
  {
    id: 'jade',
    name: 'Jade Harbor',
    hosts: ['www.jadeharbor.example', 'jadeharbor.example'],
    mainColor: '#00b894',
    radius: 20,
    footer: 'taiwan',
    defaultArea: 'twhk',
    userCenter: true,
    rechargeButton: true,
    carousel: 'coverflow',
    company: '翡翠港數位娛樂股份有限公司 (Jade Harbor Digital Entertainment Co., Ltd.)',
    contactEmail: 'support@jadeharbor.example',
    address: '110 臺北市信義區松仁路 188 號 12 樓',
    representative: '林志明 (Lin Chih-ming)',
    phone: '+886 2-2555-0188',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
  {
    id: 'aster',
    name: 'Aster Online',
    hosts: ['www.asteronline.example', 'asteronline.example'],
    mainColor: '#fdcb6e',
    radius: 20,
    footer: 'standard',
    defaultArea: 'twhk',
    userCenter: false,
    rechargeButton: true,
    carousel: 'coverflow',
    company: 'Aster Online Limited (星菀網絡有限公司)',
    contactEmail: 'support@asteronline.example',
    address: 'Unit 2307, 23/F, Harbourfront Tower, 168 Gloucester Road, Wan Chai, Hong Kong',
    representative: 'Chan Ka-wai (陳嘉慧)',
    phone: '+852 2555 0166',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
  {
    id: 'lumen',
    name: 'Lumen Games',
    hosts: ['www.lumengames.example', 'lumengames.example'],
    mainColor: '#00cec9',
    radius: 20,
    footer: 'standard',
    defaultArea: 'sea',
    userCenter: true,
    rechargeButton: true,
    carousel: 'coverflow',
    company: 'Lumen Games Pte. Ltd.',
    contactEmail: 'support@lumengames.example',
    address: '71 Robinson Road, #14-02, Singapore 068895',
    representative: 'Rachel Tan Hui Min',
    phone: '+65 6555 0101',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
  {
    id: 'tidal',
    name: 'Tidal Arcade',
    hosts: ['www.tidalarcade.example', 'tidalarcade.example'],
    mainColor: '#0f6fff',
    radius: 20,
    footer: 'standard',
    defaultArea: 'sea',
    userCenter: false,
    rechargeButton: false,
    carousel: 'fade',
    company: 'Tidal Arcade Sdn. Bhd.',
    contactEmail: 'support@tidalarcade.example',
    address: 'Level 18, Menara Samudera, 8 Jalan Sultan Ismail, 50250 Kuala Lumpur, Malaysia',
    representative: 'Aiman Hakim bin Rahman',
    phone: '+60 3-2555 0177',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
  {
    id: 'ember',
    name: 'Ember Forge',
    hosts: ['www.emberforge.example', 'emberforge.example'],
    mainColor: '#d63031',
    radius: 20,
    footer: 'standard',
    defaultArea: 'kr',
    userCenter: false,
    rechargeButton: true,
    carousel: 'fade',
    company: 'Ember Forge Inc. (주식회사 엠버포지)',
    contactEmail: 'support@emberforge.example',
    address: '경기도 성남시 분당구 판교역로 192번길 16, 7층, 13524',
    representative: '박지훈 (Park Ji-hoon)',
    phone: '+82 31-555-0190',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
  {
    id: 'vela',
    name: 'Vela Interactive',
    hosts: ['www.velainteractive.example', 'velainteractive.example'],
    mainColor: '#a55eea',
    radius: 20,
    footer: 'standard',
    defaultArea: 'sea',
    userCenter: true,
    rechargeButton: true,
    carousel: 'coverflow',
    company: 'PT Vela Interaktif Indonesia',
    contactEmail: 'support@velainteractive.example',
    address: 'Gedung Bintang Selatan Lt. 21, Jl. Jend. Sudirman Kav. 59, Jakarta Selatan 12190, Indonesia',
    representative: 'Dewi Lestari Wibowo',
    phone: '+62 21-5550-1234',
    attachmentMaxFiles: 3,
    attachmentMaxBytes: 20 * MIB,
  },
];

/** Brand id → the domain its pay and store links use. */
const DOMAIN: Record<string, string> = {
  nova: 'novagames.example',
  hanami: 'hanamiplay.example',
  hoshi: 'hoshiworks.example',
  jade: 'jadeharbor.example',
  aster: 'asteronline.example',
  lumen: 'lumengames.example',
  tidal: 'tidalarcade.example',
  ember: 'emberforge.example',
  vela: 'velainteractive.example',
};

function domainOf(brandId: string): string {
  return DOMAIN[brandId] ?? `${brandId}.example`;
}

type Download = 'play' | 'site' | null;

interface GameInput extends Omit<SeedGame, 'rechargeUrl' | 'repaymentUrl' | 'downloadUrl' | 'texts'> {
  download: Download;
}

function game(input: GameInput): SeedGame {
  const { download, ...rest } = input;
  const domain = domainOf(rest.brandId);
  const pay = `https://pay.${domain}/${rest.slug}`;
  const store = `com.${domain.split('.')[0] ?? rest.brandId}.${rest.slug.replace(/-/g, '')}`;
  const texts = seedGameTexts[rest.slug];
  // A game without texts would be seeded with no title at all: fail at start, not on a page.
  if (!texts) throw new Error(`demo game ${rest.slug} has no texts in ./game-texts`);
  return {
    ...rest,
    texts,
    rechargeUrl: pay,
    repaymentUrl: `${pay}/repayment`,
    downloadUrl:
      download === 'play'
        ? `https://play.google.com/store/apps/details?id=${store}`
        : download === 'site'
          ? `https://www.${domain}/games/${rest.slug}`
          : null,
  };
}

export const seedGames: SeedGame[] = [
  // ---------------------------------------------------------------- nova (kr)
  game({
    slug: 'starfall-odyssey',
    brandId: 'nova',
    gameName: 'Starfall Odyssey',
    area: 'kr',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'MMORPG',
    art: { motif: 'space', palette: ['#0b0a2a', '#3b2a8c', '#8fd3ff'], emblem: 'star' },
  }),
  game({
    slug: 'crown-of-ashes',
    brandId: 'nova',
    gameName: 'Crown of Ashes',
    area: 'kr',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Strategy',
    art: { motif: 'volcano', palette: ['#1a0b0b', '#6b1d12', '#ffb347'], emblem: 'crown' },
  }),
  game({
    slug: 'neon-drift',
    brandId: 'nova',
    gameName: 'Neon Drift',
    area: 'kr',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Racing',
    art: { motif: 'racing', palette: ['#0d0221', '#4a148c', '#ff2fb4'], emblem: 'wheel' },
  }),
  game({
    slug: 'moonlit-garden',
    brandId: 'nova',
    gameName: 'Moonlit Garden',
    area: 'kr',
    platforms: ['android', 'ios', 'web'],
    download: null,
    genre: 'Farming sim',
    art: { motif: 'forest', palette: ['#0a1f1c', '#1f5f52', '#b8ffce'], emblem: 'leaf' },
  }),

  // ---------------------------------------------------------------- hanami (jp)
  game({
    slug: 'sakura-chronicle',
    brandId: 'hanami',
    gameName: 'Sakura Chronicle',
    area: 'jp',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Action RPG',
    art: { motif: 'sakura', palette: ['#1b1033', '#7a3b73', '#ffb7d5'], emblem: 'blossom' },
  }),
  game({
    slug: 'kitsune-lantern',
    brandId: 'hanami',
    gameName: 'Kitsune Lantern',
    area: 'jp',
    platforms: ['android', 'ios', 'web'],
    download: 'site',
    genre: 'Puzzle',
    art: { motif: 'forest', palette: ['#120c24', '#3f2a5e', '#ffa94d'], emblem: 'flame' },
  }),
  game({
    slug: 'stellar-serenade',
    brandId: 'hanami',
    gameName: 'Stellar Serenade',
    area: 'jp',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Rhythm',
    art: { motif: 'city', palette: ['#140a2e', '#5b2a86', '#ff7ad9'], emblem: 'star' },
  }),
  game({
    slug: 'tsukuyomi-tactics',
    brandId: 'hanami',
    gameName: 'Tsukuyomi Tactics',
    area: 'jp',
    platforms: ['android', 'ios'],
    download: null,
    genre: 'Strategy RPG',
    art: { motif: 'mountains', palette: ['#070b1e', '#25305e', '#e8e4ff'], emblem: 'moon' },
  }),

  // ---------------------------------------------------------------- hoshi (jp)
  game({
    slug: 'astral-knights',
    brandId: 'hoshi',
    gameName: 'Astral Knights',
    area: 'jp',
    platforms: ['android', 'ios', 'web'],
    download: 'play',
    genre: 'Card battler',
    art: { motif: 'mountains', palette: ['#06122b', '#1e4a8a', '#7fd8ff'], emblem: 'shield' },
  }),
  game({
    slug: 'clockwork-caravan',
    brandId: 'hoshi',
    gameName: 'Clockwork Caravan',
    area: 'jp',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Idle RPG',
    art: { motif: 'desert', palette: ['#2a1408', '#9a4a1c', '#ffd27a'], emblem: 'gem' },
  }),
  game({
    slug: 'deep-blue-harbor',
    brandId: 'hoshi',
    gameName: 'Deep Blue Harbor',
    area: 'jp',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Fishing',
    art: { motif: 'ocean', palette: ['#031326', '#0b4f7a', '#7ff0ff'], emblem: 'anchor' },
  }),

  // ---------------------------------------------------------------- jade (twhk)
  game({
    slug: 'celestial-sword-saga',
    brandId: 'jade',
    gameName: 'Celestial Sword Saga',
    area: 'twhk',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'MMORPG',
    art: { motif: 'mountains', palette: ['#0b1c1a', '#2f6b5e', '#c8ffe9'], emblem: 'sword' },
  }),
  game({
    slug: 'warring-banners',
    brandId: 'jade',
    gameName: 'Warring Banners',
    area: 'twhk',
    platforms: ['android', 'ios', 'web'],
    download: null,
    genre: 'Strategy',
    art: { motif: 'desert', palette: ['#1f0d07', '#7a2e12', '#ff8a3d'], emblem: 'shield' },
  }),
  game({
    slug: 'moonlight-tea-house',
    brandId: 'jade',
    gameName: 'Moonlight Tea House',
    area: 'twhk',
    platforms: ['android', 'ios'],
    download: 'site',
    genre: 'Casual sim',
    art: { motif: 'sakura', palette: ['#0e1a24', '#2f5d62', '#ffe6a7'], emblem: 'moon' },
  }),

  // ---------------------------------------------------------------- aster (twhk)
  game({
    slug: 'aether-wings',
    brandId: 'aster',
    gameName: 'Aether Wings',
    area: 'twhk',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Action RPG',
    art: { motif: 'crystal', palette: ['#0b1030', '#2d5fa8', '#9ff3ff'], emblem: 'wing' },
  }),
  game({
    slug: 'galaxy-dominion',
    brandId: 'aster',
    gameName: 'Galaxy Dominion',
    area: 'twhk',
    platforms: ['android', 'ios', 'web'],
    download: 'play',
    genre: 'Strategy',
    art: { motif: 'space', palette: ['#120a05', '#6e3b12', '#fdcb6e'], emblem: 'crown' },
  }),
  game({
    slug: 'mythic-tamer',
    brandId: 'aster',
    gameName: 'Mythic Tamer',
    area: 'twhk',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Idle RPG',
    art: { motif: 'forest', palette: ['#0c1a10', '#2e5e2a', '#ffe27a'], emblem: 'leaf' },
  }),

  // ---------------------------------------------------------------- lumen (sea)
  game({
    slug: 'lightkeeper-legends',
    brandId: 'lumen',
    gameName: 'Lightkeeper Legends',
    area: 'sea',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Action RPG',
    art: { motif: 'ocean', palette: ['#0a1424', '#1c4a5e', '#ffcf6b'], emblem: 'flame' },
  }),
  game({
    slug: 'prism-quest',
    brandId: 'lumen',
    gameName: 'Prism Quest',
    area: 'sea',
    platforms: ['android', 'ios', 'web'],
    download: 'play',
    genre: 'Puzzle',
    art: { motif: 'crystal', palette: ['#1a0b2e', '#5a2a9c', '#6ffff0'], emblem: 'gem' },
  }),
  game({
    slug: 'emerald-isle-farm',
    brandId: 'lumen',
    gameName: 'Emerald Isle Farm',
    area: 'sea',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Farming sim',
    art: { motif: 'ocean', palette: ['#062a2a', '#0e7c6b', '#ffe066'], emblem: 'leaf' },
  }),

  // ---------------------------------------------------------------- tidal (sea)
  game({
    slug: 'turbo-tides',
    brandId: 'tidal',
    gameName: 'Turbo Tides',
    area: 'sea',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Racing',
    art: { motif: 'racing', palette: ['#07142e', '#0f4bd6', '#ffb03b'], emblem: 'wheel' },
  }),
  game({
    slug: 'coral-crush',
    brandId: 'tidal',
    gameName: 'Coral Crush',
    area: 'sea',
    platforms: ['web'],
    download: null,
    genre: 'Puzzle',
    art: { motif: 'ocean', palette: ['#061a36', '#0f6fff', '#ff8fa3'], emblem: 'star' },
  }),
  game({
    slug: 'cosmic-bounce',
    brandId: 'tidal',
    gameName: 'Cosmic Bounce',
    area: 'sea',
    platforms: ['android', 'ios', 'web'],
    download: 'play',
    genre: 'Arcade',
    art: { motif: 'space', palette: ['#070a1f', '#1f3d99', '#62f5ff'], emblem: 'moon' },
  }),

  // ---------------------------------------------------------------- ember (kr)
  game({
    slug: 'forgeborn',
    brandId: 'ember',
    gameName: 'Forgeborn',
    area: 'kr',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Action RPG',
    art: { motif: 'volcano', palette: ['#120605', '#5c140e', '#ff6a2b'], emblem: 'flame' },
  }),
  game({
    slug: 'iron-vanguard',
    brandId: 'ember',
    gameName: 'Iron Vanguard',
    area: 'kr',
    platforms: ['android', 'ios', 'web'],
    download: 'site',
    genre: 'Strategy',
    art: { motif: 'city', palette: ['#0a0f14', '#3a4651', '#ff4d3d'], emblem: 'shield' },
  }),
  game({
    slug: 'runeblade-arena',
    brandId: 'ember',
    gameName: 'Runeblade Arena',
    area: 'kr',
    platforms: ['android', 'ios'],
    download: null,
    genre: 'Arena PvP',
    art: { motif: 'crystal', palette: ['#140710', '#6b1530', '#ff6b81'], emblem: 'sword' },
  }),

  // ---------------------------------------------------------------- vela (sea)
  game({
    slug: 'nebula-voyagers',
    brandId: 'vela',
    gameName: 'Nebula Voyagers',
    area: 'sea',
    platforms: ['android', 'ios', 'web'],
    download: 'play',
    genre: 'Space MMO',
    art: { motif: 'space', palette: ['#0c0620', '#5b2a9c', '#f0a8ff'], emblem: 'wing' },
  }),
  game({
    slug: 'sands-of-zerath',
    brandId: 'vela',
    gameName: 'Sands of Zerath',
    area: 'sea',
    platforms: ['android', 'ios'],
    download: 'play',
    genre: 'Open-world RPG',
    art: { motif: 'desert', palette: ['#160b1e', '#7a3a52', '#ffc38a'], emblem: 'moon' },
  }),
  game({
    slug: 'little-lantern-cafe',
    brandId: 'vela',
    gameName: 'Little Lantern Café',
    area: 'sea',
    platforms: ['android', 'ios'],
    download: null,
    genre: 'Café sim',
    art: { motif: 'city', palette: ['#0f0c1e', '#3d2b55', '#ffc56b'], emblem: 'star' },
  }),
];
