// The demo catalogue the database is seeded from: the nine brands of PRODUCT.md section 2 and their
// games. Every company, person, address, phone number and game here is fictional; host names use
// the reserved `.example` top-level domain. Artwork is generated from `art` (see ./artwork).

import type { Area, Language } from '@guildhall/contract/areas';
import type { CarouselStyle, FooterKind } from '@guildhall/contract/footers';
import type { Platform } from '@guildhall/contract/constants';
import type { GameArt } from './artwork';

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

export interface SeedGameText {
  title: string;
  subTitle: string;
  description: string;
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
  texts: Partial<Record<Language, SeedGameText>> & { en: SeedGameText };
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

interface GameInput extends Omit<SeedGame, 'rechargeUrl' | 'repaymentUrl' | 'downloadUrl'> {
  download: Download;
}

function game(input: GameInput): SeedGame {
  const { download, ...rest } = input;
  const domain = domainOf(rest.brandId);
  const pay = `https://pay.${domain}/${rest.slug}`;
  const store = `com.${domain.split('.')[0] ?? rest.brandId}.${rest.slug.replace(/-/g, '')}`;
  return {
    ...rest,
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
    texts: {
      en: {
        title: 'Starfall Odyssey',
        subTitle: 'Chart the stars. Claim the skies.',
        description:
          'When the Sky Lattice shattered, its fragments fell across a thousand worlds. Captain a starship with your guild, explore living star systems and battle for the relics that could rebuild the heavens. Seamless space-to-surface exploration, 40-player raids and a player-driven economy await.',
      },
      ko: {
        title: '스타폴 오디세이',
        subTitle: '별을 항해하고, 하늘을 차지하라',
        description:
          '하늘의 격자가 부서진 날, 그 파편은 천 개의 세계로 흩어졌다. 길드원들과 함께 우주선을 지휘해 살아 숨 쉬는 항성계를 탐험하고, 하늘을 되살릴 유물을 차지하기 위해 싸우세요. 우주에서 행성 표면까지 이어지는 심리스 탐험, 40인 레이드, 플레이어가 만들어 가는 경제가 기다리고 있습니다.',
      },
    },
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
    texts: {
      en: {
        title: 'Crown of Ashes',
        subTitle: 'Rebuild a fallen kingdom from the embers.',
        description:
          'The old king is dead and his capital lies in cinders. Rally the scattered lords, rebuild your citadel and march your banners across a continent shared with thousands of rivals. Forge alliances by day — and break them by night.',
      },
      ko: {
        title: '잿빛 왕관',
        subTitle: '잿더미 위에 다시 세우는 왕국',
        description:
          '선왕은 죽고 수도는 잿더미가 되었다. 흩어진 영주들을 규합하고 성채를 재건해, 수천 명의 라이벌과 함께하는 대륙 위로 깃발을 진격시키세요. 낮에는 동맹을 맺고, 밤에는 그 동맹을 깨뜨리십시오.',
      },
    },
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
    texts: {
      en: {
        title: 'Neon Drift',
        subTitle: 'Own the night. Burn the asphalt.',
        description:
          'Street racing through a rain-slicked metropolis that never sleeps. Tune more than 120 original concept cars, master drift chains and take on rival crews in real-time eight-player races. Every corner is another chance to climb the midnight leaderboard.',
      },
      ko: {
        title: '네온 드리프트',
        subTitle: '밤을 지배하라, 아스팔트를 불태워라',
        description:
          '잠들지 않는 빗속의 메트로폴리스를 가르는 스트리트 레이싱. 120종이 넘는 오리지널 콘셉트카를 튜닝하고, 드리프트 체인을 익혀 실시간 8인 레이스에서 라이벌 크루와 맞붙으세요. 모든 코너가 한밤의 리더보드를 오를 또 한 번의 기회입니다.',
      },
    },
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
    texts: {
      en: {
        title: 'Moonlit Garden',
        subTitle: 'A cozy farm that blooms after dark.',
        description:
          "Inherit your grandmother's overgrown garden, only to discover that its flowers open under the moon. Grow glowing crops, befriend shy forest spirits and decorate a cottage that is entirely your own. Play at your own pace — the garden will always wait for you.",
      },
      ko: {
        title: '달빛 정원',
        subTitle: '밤이 되면 피어나는 나만의 작은 농장',
        description:
          '할머니가 남긴 잡초투성이 정원을 물려받았는데, 이곳의 꽃들은 달빛 아래에서만 피어난다고요? 빛나는 작물을 기르고, 수줍음 많은 숲의 정령들과 친구가 되고, 오롯이 나만의 오두막을 꾸며 보세요. 서두를 필요는 없어요. 정원은 언제나 당신을 기다리니까요.',
      },
    },
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
    texts: {
      en: {
        title: 'Sakura Chronicle',
        subTitle: 'Where petals fall, blades rise.',
        description:
          'In the spirit-haunted land of Hinomoto, the sacred cherry tree has begun to wither. Lead a band of wandering swordswomen through stylish real-time battles, chain elemental combos and uncover the secret of the eternal spring. Includes a fully voiced main story of more than 60 chapters.',
      },
      ja: {
        title: '桜花戦記',
        subTitle: '花散るところ、刃は舞う。',
        description:
          '妖が跋扈する日ノ本の地で、神木の桜が枯れ始めた――。流浪の女剣士たちを率い、爽快なリアルタイムバトルで属性コンボをつなげ、「常春」に隠された秘密を解き明かせ。60章を超えるフルボイスのメインストーリーを収録。',
      },
    },
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
    texts: {
      en: {
        title: 'Kitsune Lantern',
        subTitle: 'Light the way home, one puzzle at a time.',
        description:
          'A little fox spirit has lost her way in the festival woods. Match glowing lanterns, open the sealed shrine gates and bring the summer festival back to life, stall by stall. More than 1,500 hand-crafted stages, with new ones every week.',
      },
      ja: {
        title: 'きつね灯籠',
        subTitle: 'ひとつ解けば、ひとつ灯る。',
        description:
          '祭りの森で迷子になった、小さな狐の精霊。光る灯籠をそろえて鳥居の封印を解き、夏祭りの屋台をひとつずつよみがえらせよう。手作りのステージは1,500以上、さらに毎週新ステージを追加！',
      },
    },
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
    texts: {
      en: {
        title: 'Stellar Serenade',
        subTitle: 'Your song can reach the stars.',
        description:
          'Produce a rookie idol unit in the neon heart of Neo-Shibuya. Tap, hold and flick along to more than 200 original songs, design their stage outfits and watch them shine in fully 3D live concerts. Who will stand at the top of the Starlight Festival?',
      },
      ja: {
        title: 'ステラ・セレナーデ',
        subTitle: 'その歌声は、星まで届く。',
        description:
          'ネオ渋谷のネオン街で、新人アイドルユニットをプロデュース！200曲以上のオリジナル楽曲をタップ・ロングノーツ・フリックで奏で、ステージ衣装をデザインし、フル3Dライブで輝く彼女たちを見届けよう。スターライトフェスの頂点に立つのは、誰だ？',
      },
    },
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
    texts: {
      en: {
        title: 'Tsukuyomi Tactics',
        subTitle: 'Command the night. Rewrite fate.',
        description:
          'Beneath an eclipse that never ends, rival clans wage war for the favour of the moon god. Deploy your retainers across grid battlefields, exploit the terrain and the phases of the moon, and make choices that split the story toward multiple endings.',
      },
      ja: {
        title: '月詠タクティクス',
        subTitle: '夜を統べ、運命を書き換えよ。',
        description:
          '終わらない月蝕の下、月神の加護をめぐって氏族たちが争う戦乱の世。家臣をマス目の戦場に配置し、地形と月の満ち欠けを活かして戦え。あなたの選択で物語は分岐し、複数のエンディングへと至る。',
      },
    },
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
    texts: {
      en: {
        title: 'Astral Knights',
        subTitle: 'Build your deck. Defend the constellations.',
        description:
          'Each of the 88 constellations is guarded by a knight — and now they answer to you. Collect star cards, build decks around powerful constellation links and duel players worldwide in fast three-minute matches. Seasonal ranked play and weekly draft events keep every season fresh.',
      },
      ja: {
        title: 'アストラルナイツ',
        subTitle: 'デッキを組め。星座を守れ。',
        description:
          '88の星座それぞれを守護する騎士たちが、いまあなたのもとに集う。スターカードを集め、星座リンクを軸にデッキを構築し、1戦約3分のスピーディーな対戦で世界中のプレイヤーと腕を競おう。シーズンごとのランクマッチと毎週のドラフトイベントで、環境は常に移り変わる。',
      },
    },
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
    texts: {
      en: {
        title: 'Clockwork Caravan',
        subTitle: 'Your caravan travels even while you sleep.',
        description:
          'Wind up your clockwork companions and send them across the endless Brass Desert. While you are away, your caravan trades, fights and explores, returning with treasure and new automatons to upgrade. Perfect for a few minutes a day.',
      },
      ja: {
        title: 'クロックワーク・キャラバン',
        subTitle: '眠っている間も、キャラバンは進む。',
        description:
          'ぜんまい仕掛けの仲間たちのネジを巻き、果てしない真鍮砂漠へと送り出そう。放置している間もキャラバンは交易し、戦い、探索を続け、お宝や新たなオートマタを持ち帰ってくれる。1日数分から気軽に遊べる放置RPG。',
      },
    },
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
    texts: {
      en: {
        title: 'Deep Blue Harbor',
        subTitle: 'Cast your line into the unknown.',
        description:
          'Set sail from a sleepy harbour town for the deepest trenches of the sea. Land more than 400 species, from everyday mackerel to legendary abyssal giants, upgrade your boat and compete in live fishing tournaments. Relaxing by day, thrilling by night.',
      },
      ja: {
        title: 'ディープブルー・ハーバー',
        subTitle: 'まだ見ぬ深海へ、糸を垂らせ。',
        description:
          'のどかな港町から、深海の果てまで船を出そう。身近なサバから伝説の深海魚まで400種以上の魚を釣り上げ、船を強化し、リアルタイムの釣り大会で腕を競おう。昼はのんびり、夜はスリリングに。',
      },
    },
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
    texts: {
      en: {
        title: 'Celestial Sword Saga',
        subTitle: 'One sword. Nine heavens.',
        description:
          'Train at a mountain sect, master the art of the flying sword and climb the nine heavens of cultivation. Stand with your sworn siblings in sect wars, glide between mist-wrapped peaks on your blade and forge a legend that echoes across the jianghu.',
      },
      'zh-TW': {
        title: '九天劍緣',
        subTitle: '一劍破九天',
        description:
          '拜入名山仙門，修習御劍之術，一步步踏上九重天的修仙之路。與結義兄弟並肩投入門派大戰，御劍穿梭於雲霧繚繞的群峰之間，在江湖中寫下屬於你的傳說。',
      },
    },
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
    texts: {
      en: {
        title: 'Warring Banners',
        subTitle: 'Unite the realm under your banner.',
        description:
          'Eight warlords, one empire. Recruit legendary generals, manage grain and morale, and lead armies tens of thousands strong across a living map in real time. Diplomacy, betrayal and siege warfare decide who will be crowned.',
      },
      'zh-TW': {
        title: '烽火旌旗',
        subTitle: '以我旌旗，一統天下',
        description:
          '八方諸侯，逐鹿天下。招募傳奇名將，調度糧草與士氣，在即時演進的大地圖上統領數萬大軍。合縱連橫、背盟倒戈、攻城拔寨——誰能笑到最後，由你決定。',
      },
    },
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
    texts: {
      en: {
        title: 'Moonlight Tea House',
        subTitle: 'Brew, serve and share stories by lantern light.',
        description:
          "Reopen your family's old tea house in a bustling harbour town. Blend rare teas, bake delicate pastries and listen to the stories of regulars who only visit after sunset. Decorate every corner and watch your little shop become the talk of the town.",
      },
      'zh-TW': {
        title: '月光茶館',
        subTitle: '燈下煮茶，聽一段故事',
        description:
          '在熱鬧的港町重新開張家傳的老茶館。調配珍稀茶葉、烘焙精緻茶點，傾聽那些只在日落後來訪的熟客們的故事。親手佈置每個角落，讓你的小茶館成為全城熱議的話題。',
      },
    },
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
    texts: {
      en: {
        title: 'Aether Wings',
        subTitle: 'Spread your wings above a broken sky.',
        description:
          'The floating isles are falling, and only the Winged can hold them aloft. Soar freely through open skies, fight in fully aerial combat and awaken crystal powers to shape your own wings. Co-op sky raids for up to four players.',
      },
      'zh-TW': {
        title: '以太之翼',
        subTitle: '在破碎的天空下展翅',
        description:
          '浮空群島正在墜落，唯有「翼之民」能托起它們。在開闊的天空中自由翱翔，體驗全方位空戰，覺醒晶石之力打造專屬羽翼。支援最多四人合作的天空突襲副本。',
      },
    },
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
    texts: {
      en: {
        title: 'Galaxy Dominion',
        subTitle: 'Conquer the stars, one system at a time.',
        description:
          'Grow your home planet into an interstellar empire. Design custom fleets, colonise resource-rich worlds and fight beside your alliance in galaxy-wide wars that last for months. Every star you claim is one your rivals never will.',
      },
      'zh-TW': {
        title: '銀河霸業',
        subTitle: '征服星海，從一個星系開始',
        description:
          '將你的母星打造成橫跨星際的帝國。自訂艦隊配置，殖民資源豐富的行星，並與聯盟一同投入長達數月的銀河戰爭。你佔領的每一顆恆星，都是對手永遠失去的疆土。',
      },
    },
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
    texts: {
      en: {
        title: 'Mythic Tamer',
        subTitle: 'Befriend the beasts of legend.',
        description:
          'Journey into an ancient forest where mythical beasts still roam. Tame more than 150 creatures — from qilin to thunderbirds — evolve them, and let your team keep adventuring even while you are offline. Easy to start, deep to master.',
      },
      'zh-TW': {
        title: '神獸物語',
        subTitle: '與傳說中的神獸成為夥伴',
        description:
          '踏入神獸仍在出沒的遠古森林。收服麒麟、雷鳥等超過 150 種神獸並讓牠們進化，即使離線，你的隊伍也會持續冒險。上手輕鬆，玩法深度十足。',
      },
    },
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
    texts: {
      en: {
        title: 'Lightkeeper Legends',
        subTitle: 'Keep the flame. Hold back the dark tide.',
        description:
          'Every night the Dark Tide rises, and only the lighthouses stand in its way. Become a Lightkeeper, defend coastal towns in fast hack-and-slash battles and rekindle the great beacons one island at a time. Build your hero from hundreds of relics and skills.',
      },
      'zh-CN': {
        title: '守灯人传说',
        subTitle: '守护灯火，击退暗潮',
        description:
          '每当夜幕降临，暗潮便会涌起，唯有灯塔能挡住它的去路。成为守灯人，在爽快的砍杀战斗中守卫沿海城镇，一座岛接一座岛地重燃巨大的灯塔。数百种遗物与技能，任你打造专属英雄。',
      },
    },
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
    texts: {
      en: {
        title: 'Prism Quest',
        subTitle: 'Match, shine and light up the world.',
        description:
          'Swap and match radiant gems to bring colour back to the Prism Kingdom. Solve clever puzzles, set off dazzling chain reactions and team up with friends in weekly events. Easy to pick up, hard to put down.',
      },
      'zh-CN': {
        title: '棱镜大冒险',
        subTitle: '消除、闪耀，点亮整个世界',
        description:
          '交换并消除璀璨宝石，让棱镜王国重现缤纷色彩。挑战巧妙的关卡，触发炫目的连锁反应，还能在每周活动中与好友并肩作战。轻松上手，欲罢不能。',
      },
    },
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
    texts: {
      en: {
        title: 'Emerald Isle Farm',
        subTitle: 'Your tropical island farm awaits.',
        description:
          "Trade city life for a sun-soaked island. Plant mangoes and dragon fruit, raise friendly animals and turn a sleepy fishing harbour into a thriving market town. Visit your friends' islands and swap rare harvests.",
      },
      'zh-CN': {
        title: '翡翠岛农场',
        subTitle: '属于你的热带海岛农场',
        description:
          '告别城市喧嚣，来到阳光明媚的海岛。种下芒果与火龙果，饲养可爱的动物，把宁静的小渔港打造成热闹的集市小镇。还能拜访好友的海岛，互换稀有作物。',
      },
    },
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
    texts: {
      en: {
        title: 'Turbo Tides',
        subTitle: 'Full throttle from coast to coast.',
        description:
          'Arcade racing at its purest: boost, drift and slipstream along sunset coastal highways. Jump into 90-second races anytime, unlock wild custom liveries and climb the weekly global cups.',
      },
      'zh-CN': {
        title: '极速浪潮',
        subTitle: '油门踩到底，一路飙向海岸线',
        description:
          '最纯粹的街机竞速：在落日海岸公路上加速、漂移、尾流超车。每局只需 90 秒，随时开跑；解锁个性十足的自定义涂装，挑战每周全球杯赛，一路冲上榜首。',
      },
    },
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
    texts: {
      en: {
        title: 'Coral Crush',
        subTitle: 'Dive in and pop your way through the reef.',
        description:
          'Help a crew of cheerful sea creatures tidy up the reef in this bubbly tile-popping puzzler. Plan your moves, blast combos with pufferfish boosters and collect seashells to decorate your underwater home. Plays instantly in your browser.',
      },
      'zh-CN': {
        title: '珊瑚消消乐',
        subTitle: '潜入海底，一路消除到底',
        description:
          '和一群快乐的海洋小伙伴一起，用消除方块的方式清理珊瑚礁。巧妙规划每一步，用河豚道具引爆连击，收集贝壳装点你的海底小屋。无需下载，打开浏览器即可畅玩。',
      },
    },
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
    texts: {
      en: {
        title: 'Cosmic Bounce',
        subTitle: 'One tap. Infinite galaxies.',
        description:
          "Bounce from planet to planet with a single tap in this endless arcade adventure. Dodge meteors, ride gravity slingshots and chase your friends' high scores. Short runs, big thrills.",
      },
      'zh-CN': {
        title: '宇宙弹跳',
        subTitle: '轻点一下，跳向无尽星河',
        description:
          '只需轻点屏幕，就能在星球之间不停弹跳的无尽街机冒险。躲避陨石，借助引力弹弓加速，挑战好友的最高分。每局短小精悍，刺激停不下来。',
      },
    },
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
    texts: {
      en: {
        title: 'Forgeborn',
        subTitle: 'Tempered in fire. Forged for war.',
        description:
          'Born in the heart of a dying volcano, you are the last of the Forgeborn. Craft your own weapons at the great anvil, shatter enemy armour with heavy combos and descend ever deeper into the molten depths. Console-quality combat, built for mobile.',
      },
      ko: {
        title: '포지본',
        subTitle: '불꽃 속에서 단련되고, 전쟁을 위해 벼려지다',
        description:
          '꺼져 가는 화산의 심장에서 태어난 당신은 마지막 남은 포지본이다. 거대한 모루에서 직접 무기를 제작하고, 묵직한 연계기로 적의 갑옷을 부수며, 끓어오르는 용암의 심연으로 더 깊이 내려가라. 모바일에서 만나는 콘솔급 액션.',
      },
    },
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
    texts: {
      en: {
        title: 'Iron Vanguard',
        subTitle: 'The last city stands. So do you.',
        description:
          'In 2189 the machines took the world — all but one city. Command squads of customisable mechs, fortify your districts and strike back in real-time tactical battles. Join a clan and coordinate city-wide offensives with players across your server.',
      },
      ko: {
        title: '아이언 뱅가드',
        subTitle: '마지막 도시는 무너지지 않는다',
        description:
          '2189년, 기계들이 세계를 집어삼켰다. 단 하나의 도시만을 남기고. 나만의 메카 부대를 커스터마이즈해 지휘하고, 구역을 요새화해 실시간 전술 전투로 반격하세요. 클랜에 가입해 서버 전체의 플레이어들과 함께 도시 탈환 작전을 펼치세요.',
      },
    },
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
    texts: {
      en: {
        title: 'Runeblade Arena',
        subTitle: 'Carve your name in the rune stone.',
        description:
          'Step into the arena with a blade etched in ancient runes. Combine rune stones into skill sets of your own and fight in fast 3v3 matches where timing beats stats. Ranked seasons, spectator mode and custom tournaments are all included.',
      },
      ko: {
        title: '룬블레이드 아레나',
        subTitle: '룬석에 너의 이름을 새겨라',
        description:
          '고대 룬이 새겨진 검을 들고 투기장에 들어서라. 룬석을 조합해 나만의 스킬 세트를 만들고, 능력치보다 타이밍이 승부를 가르는 3대3 대전에서 실력을 증명하세요. 랭크 시즌, 관전 모드, 사용자 대회까지 모두 지원합니다.',
      },
    },
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
    texts: {
      en: {
        title: 'Nebula Voyagers',
        subTitle: 'Set sail across the sea of stars.',
        description:
          'Captain a solar-sail ship through glowing nebulae and uncharted star lanes. Trade between frontier stations, recruit a crew of lovable misfits and band together with other captains to hunt the void leviathans. The galaxy is big enough for every legend.',
      },
      'zh-CN': {
        title: '星云航海者',
        subTitle: '扬帆起航，驶向星辰大海',
        description:
          '驾驶太阳帆飞船，穿越流光溢彩的星云与未知航道。往来于边境空间站之间经商贸易，招募一群个性十足的船员，并与其他舰长结伴猎杀虚空巨兽。这片银河，足以容纳每一个传奇。',
      },
    },
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
    texts: {
      en: {
        title: 'Sands of Zerath',
        subTitle: 'Beneath the dunes, an empire sleeps.',
        description:
          'Explore a vast desert of shifting dunes, sunken temples and forgotten gods. Ride sand-striders between oases, battle colossal sandworms and piece together the fate of the lost Zerathi empire. A seamless open world with dynamic sandstorms and a full day-night cycle.',
      },
      'zh-CN': {
        title: '泽拉斯之沙',
        subTitle: '沙丘之下，沉睡着一个帝国',
        description:
          '探索流沙起伏的广袤沙漠、沉没的神殿与被遗忘的神明。骑乘沙行兽穿梭于绿洲之间，迎战巨型沙虫，拼凑出失落的泽拉斯帝国的命运。无缝开放世界，动态沙暴与昼夜交替让冒险更加真实。',
      },
    },
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
    texts: {
      en: {
        title: 'Little Lantern Café',
        subTitle: 'Cozy coffee under the city lights.',
        description:
          'Open a tiny café on a rainy rooftop and make it the warmest spot in the city. Pour latte art, invent seasonal desserts and get to know quirky regulars with stories of their own. Unwind to a lo-fi soundtrack after a long day.',
      },
      'zh-CN': {
        title: '小灯咖啡馆',
        subTitle: '城市灯火下的温暖咖啡时光',
        description:
          '在下雨的天台开一家小小的咖啡馆，把它打造成城市里最温暖的角落。拉出精美拉花，研发季节限定甜点，结识那些各有故事的有趣熟客。忙碌了一整天之后，伴着 Lo-fi 音乐好好放松一下吧。',
      },
    },
    art: { motif: 'city', palette: ['#0f0c1e', '#3d2b55', '#ffc56b'], emblem: 'star' },
  }),
];
