// The demo games' title, subtitle and description in every language a player can see them in,
// keyed by game slug (seeded by ./seed through ./demo-data). A brand's games are shown in its
// default area and, for the sea brands, in the eru area too (vela is the eru demo brand through
// `?domain_area=eru`), so sea games carry all fourteen languages of those two areas; the other
// games carry English and their area's language. Titles stay in Latin script in the Latin-script
// languages, as publishers keep a brand name there; elsewhere they are localised like the rest.
// ./game-texts.test.ts holds these rules.
import { AREA_LANGUAGES, type Area, type Language } from '@guildhall/contract/areas';

export interface SeedGameText {
  title: string;
  subTitle: string;
  description: string;
}

/** English is required: it is the fallback and the source of the generated artwork's subtitle. */
export type SeedGameTexts = Partial<Record<Language, SeedGameText>> & { en: SeedGameText };

/** The areas a brand's games are shown in, by the brand's default area. */
export const AREAS_SHOWN_IN: Record<Area, readonly Area[]> = {
  kr: ['kr'],
  jp: ['jp'],
  twhk: ['twhk'],
  vn: ['vn'],
  sea: ['sea', 'eru'],
  eru: ['eru'],
};

/** The languages a game of a brand with this default area needs texts in: English and every language of those areas. */
export function languagesNeeded(defaultArea: Area): Language[] {
  const needed = new Set<Language>(['en']);
  for (const area of AREAS_SHOWN_IN[defaultArea]) for (const lang of AREA_LANGUAGES[area]) needed.add(lang);
  return [...needed];
}

export const seedGameTexts: Record<string, SeedGameTexts> = {
  // ---------------------------------------------------------------- nova (kr)
  'starfall-odyssey': {
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
  'crown-of-ashes': {
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
  'neon-drift': {
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
  'moonlit-garden': {
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

  // ---------------------------------------------------------------- hanami (jp)
  'sakura-chronicle': {
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
  'kitsune-lantern': {
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
  'stellar-serenade': {
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
  'tsukuyomi-tactics': {
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

  // ---------------------------------------------------------------- hoshi (jp)
  'astral-knights': {
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
  'clockwork-caravan': {
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
  'deep-blue-harbor': {
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

  // ---------------------------------------------------------------- jade (twhk)
  'celestial-sword-saga': {
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
  'warring-banners': {
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
  'moonlight-tea-house': {
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

  // ---------------------------------------------------------------- aster (twhk)
  'aether-wings': {
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
  'galaxy-dominion': {
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
  'mythic-tamer': {
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

  // ---------------------------------------------------------------- lumen (sea)
  'lightkeeper-legends': {
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
    'zh-TW': {
      title: '守燈人傳說',
      subTitle: '守護燈火，擊退暗潮',
      description:
        '每當夜幕降臨，暗潮便會湧起，唯有燈塔能擋住它的去路。成為守燈人，在爽快的砍殺戰鬥中守衛沿海城鎮，一座島接一座島地重燃巨大的燈塔。數百種遺物與技能，任你打造專屬英雄。',
    },
    id: {
      title: 'Lightkeeper Legends',
      subTitle: 'Jaga apinya. Bendung gelombang kegelapan.',
      description:
        'Setiap malam Gelombang Kegelapan datang, dan hanya mercusuar yang menghadangnya. Jadilah Penjaga Cahaya, pertahankan kota-kota pesisir dalam pertarungan hack-and-slash yang serba cepat, dan nyalakan kembali suar-suar agung dari satu pulau ke pulau berikutnya. Bangun pahlawanmu dari ratusan relik dan skill.',
    },
    th: {
      title: 'ตำนานผู้พิทักษ์แสง',
      subTitle: 'รักษาเปลวไฟ ต้านกระแสแห่งความมืด',
      description:
        'ทุกค่ำคืน กระแสมืดจะโหมซัดขึ้นมา และมีเพียงประภาคารเท่านั้นที่ขวางมันไว้ได้ รับบทผู้พิทักษ์แสง ปกป้องเมืองชายฝั่งในการต่อสู้แบบแฮ็กแอนด์สแลชสุดมันส์ และจุดประภาคารยักษ์ให้สว่างอีกครั้งทีละเกาะ สร้างฮีโร่ในแบบของคุณจากวัตถุโบราณและสกิลนับร้อย',
    },
    vi: {
      title: 'Lightkeeper Legends',
      subTitle: 'Giữ ngọn lửa. Đẩy lùi thủy triều bóng tối.',
      description:
        'Mỗi đêm, Thủy Triều Bóng Tối lại dâng lên, và chỉ có những ngọn hải đăng đứng chắn đường nó. Hãy trở thành Người Giữ Lửa, bảo vệ các thị trấn ven biển trong những trận chiến chặt chém tốc độ cao và thắp sáng lại những ngọn hải đăng vĩ đại trên từng hòn đảo. Xây dựng người hùng của riêng bạn từ hàng trăm cổ vật và kỹ năng.',
    },
    de: {
      title: 'Lightkeeper Legends',
      subTitle: 'Hüte die Flamme. Halte die dunkle Flut zurück.',
      description:
        'Jede Nacht steigt die Dunkle Flut, und nur die Leuchttürme stellen sich ihr entgegen. Werde Lichthüter, verteidige Küstenstädte in rasanten Hack-and-Slay-Kämpfen und entfache die großen Leuchtfeuer Insel für Insel neu. Stelle deinen Helden aus Hunderten von Relikten und Fähigkeiten zusammen.',
    },
    es: {
      title: 'Lightkeeper Legends',
      subTitle: 'Protege la llama. Detén la marea oscura.',
      description:
        'Cada noche sube la Marea Oscura, y solo los faros se interponen en su camino. Conviértete en Guardián de la Luz, defiende los pueblos costeros en trepidantes combates hack and slash y vuelve a encender los grandes faros, isla a isla. Crea tu héroe a partir de cientos de reliquias y habilidades.',
    },
    fr: {
      title: 'Lightkeeper Legends',
      subTitle: 'Veillez sur la flamme. Repoussez la marée des ténèbres.',
      description:
        "Chaque nuit, la Marée des Ténèbres monte, et seuls les phares lui barrent la route. Devenez Gardien de la Lumière, défendez les villes côtières dans des combats hack'n'slash nerveux et rallumez les grands phares, île après île. Façonnez votre héros parmi des centaines de reliques et de compétences.",
    },
    pt: {
      title: 'Lightkeeper Legends',
      subTitle: 'Proteja a chama. Contenha a maré sombria.',
      description:
        'Toda noite a Maré Sombria sobe, e só os faróis ficam em seu caminho. Torne-se um Guardião da Luz, defenda cidades costeiras em batalhas hack and slash frenéticas e reacenda os grandes faróis, uma ilha de cada vez. Monte seu herói com centenas de relíquias e habilidades.',
    },
    ru: {
      title: 'Легенды хранителей света',
      subTitle: 'Храните пламя. Сдержите тёмный прилив.',
      description:
        'Каждую ночь поднимается Тёмный прилив, и лишь маяки стоят у него на пути. Станьте Хранителем света, защищайте прибрежные города в стремительных боях в жанре hack and slash и вновь зажигайте великие маяки — остров за островом. Соберите своего героя из сотен реликвий и умений.',
    },
    tr: {
      title: 'Lightkeeper Legends',
      subTitle: 'Alevi koru. Karanlık gelgiti durdur.',
      description:
        'Her gece Karanlık Gelgit yükselir ve önünde yalnızca deniz fenerleri durur. Bir Işık Bekçisi ol, hızlı tempolu hack and slash savaşlarında kıyı kasabalarını savun ve büyük fenerleri ada ada yeniden yak. Kahramanını yüzlerce kadim eser ve yetenekle oluştur.',
    },
    it: {
      title: 'Lightkeeper Legends',
      subTitle: 'Custodisci la fiamma. Respingi la marea oscura.',
      description:
        "Ogni notte la Marea Oscura si alza, e solo i fari le sbarrano la strada. Diventa un Guardiano della Luce, difendi le città costiere in frenetici combattimenti hack and slash e riaccendi i grandi fari, un'isola alla volta. Crea il tuo eroe scegliendo tra centinaia di reliquie e abilità.",
    },
    ar: {
      title: 'أساطير حراس النور',
      subTitle: 'احمِ الشعلة، وتصدَّ للمدّ المظلم.',
      description:
        'في كل ليلة يرتفع المدّ المظلم، ولا يقف في طريقه سوى المنارات. كن حارسًا للنور، ودافع عن المدن الساحلية في معارك حماسية سريعة الإيقاع، وأعِد إشعال المنارات العظيمة جزيرةً تلو الأخرى. اصنع بطلك من بين مئات القطع الأثرية والمهارات.',
    },
  },
  'prism-quest': {
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
    'zh-TW': {
      title: '稜鏡大冒險',
      subTitle: '消除、閃耀，點亮整個世界',
      description:
        '交換並消除璀璨寶石，讓稜鏡王國重現繽紛色彩。挑戰巧妙的關卡，觸發炫目的連鎖反應，還能在每週活動中與好友並肩作戰。輕鬆上手，讓人欲罷不能。',
    },
    id: {
      title: 'Prism Quest',
      subTitle: 'Cocokkan, bersinar, dan terangi dunia.',
      description:
        'Tukar dan cocokkan permata berkilau untuk mengembalikan warna ke Kerajaan Prisma. Pecahkan teka-teki yang cerdik, picu reaksi berantai yang memukau, dan bekerja sama dengan teman dalam event mingguan. Mudah dimainkan, sulit dilepaskan.',
    },
    th: {
      title: 'ผจญภัยแดนปริซึม',
      subTitle: 'จับคู่ เปล่งประกาย แล้วเติมแสงให้โลกสดใส',
      description:
        'สลับและจับคู่อัญมณีเปล่งประกายเพื่อคืนสีสันให้อาณาจักรปริซึม ไขปริศนาสุดแยบยล สร้างปฏิกิริยาลูกโซ่สุดตระการตา และร่วมมือกับเพื่อน ๆ ในกิจกรรมประจำสัปดาห์ เล่นง่าย แต่วางไม่ลง',
    },
    vi: {
      title: 'Prism Quest',
      subTitle: 'Ghép đá, tỏa sáng, thắp bừng cả thế giới.',
      description:
        'Hoán đổi và ghép những viên ngọc rực rỡ để mang sắc màu trở lại Vương quốc Lăng Kính. Giải những câu đố thông minh, kích hoạt chuỗi phản ứng mãn nhãn và cùng bạn bè tham gia sự kiện hằng tuần. Dễ làm quen, khó rời tay.',
    },
    de: {
      title: 'Prism Quest',
      subTitle: 'Kombiniere, funkle und bring Licht in die Welt.',
      description:
        'Tausche und kombiniere strahlende Edelsteine, um dem Prismenreich seine Farben zurückzugeben. Knacke knifflige Rätsel, entfessle schillernde Kettenreaktionen und tu dich bei wöchentlichen Events mit Freunden zusammen. Schnell gelernt, schwer wieder wegzulegen.',
    },
    es: {
      title: 'Prism Quest',
      subTitle: 'Combina, brilla e ilumina el mundo.',
      description:
        'Intercambia y combina gemas radiantes para devolver el color al Reino Prisma. Resuelve ingeniosos rompecabezas, desata deslumbrantes reacciones en cadena y únete a tus amigos en eventos semanales. Fácil de aprender, difícil de soltar.',
    },
    fr: {
      title: 'Prism Quest',
      subTitle: 'Associez, brillez et illuminez le monde.',
      description:
        "Échangez et associez des gemmes éclatantes pour rendre ses couleurs au Royaume du Prisme. Résolvez des énigmes astucieuses, déclenchez des réactions en chaîne éblouissantes et faites équipe avec vos amis lors d'événements hebdomadaires. Facile à prendre en main, difficile à lâcher.",
    },
    pt: {
      title: 'Prism Quest',
      subTitle: 'Combine, brilhe e ilumine o mundo.',
      description:
        'Troque e combine gemas radiantes para devolver as cores ao Reino Prisma. Resolva quebra-cabeças engenhosos, provoque reações em cadeia deslumbrantes e junte-se aos amigos em eventos semanais. Fácil de começar, difícil de largar.',
    },
    ru: {
      title: 'Призма: большое приключение',
      subTitle: 'Собирайте, сияйте и озаряйте мир.',
      description:
        'Меняйте местами и собирайте в ряд сияющие самоцветы, чтобы вернуть краски Королевству Призмы. Решайте хитроумные головоломки, запускайте ослепительные цепные реакции и объединяйтесь с друзьями в еженедельных событиях. Легко начать — трудно оторваться.',
    },
    tr: {
      title: 'Prism Quest',
      subTitle: 'Eşleştir, parla ve dünyayı aydınlat.',
      description:
        "Prizma Krallığı'na renklerini geri kazandırmak için ışıl ışıl mücevherlerin yerini değiştir ve onları eşleştir. Zekice tasarlanmış bulmacaları çöz, göz kamaştırıcı zincirleme reaksiyonlar başlat ve haftalık etkinliklerde arkadaşlarınla takım ol. Başlaması kolay, bırakması zor.",
    },
    it: {
      title: 'Prism Quest',
      subTitle: 'Abbina, brilla e illumina il mondo.',
      description:
        'Scambia e abbina gemme radiose per riportare i colori nel Regno del Prisma. Risolvi rompicapi ingegnosi, scatena abbaglianti reazioni a catena e fai squadra con gli amici negli eventi settimanali. Facile da imparare, difficile da mollare.',
    },
    ar: {
      title: 'مغامرة الموشور',
      subTitle: 'طابِق، تألّق، وأضِئ العالم.',
      description:
        'بدّل مواقع الجواهر المتلألئة وطابِقها لتعيد الألوان إلى مملكة الموشور. حُلّ ألغازًا ذكية، وأطلِق تفاعلات متسلسلة مبهرة، وتعاون مع أصدقائك في الفعاليات الأسبوعية. سهلة التعلّم، ويصعب تركها.',
    },
  },
  'emerald-isle-farm': {
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
    'zh-TW': {
      title: '翡翠島農場',
      subTitle: '屬於你的熱帶海島農場',
      description:
        '告別城市喧囂，來到陽光明媚的海島。種下芒果與火龍果，飼養可愛的動物，把寧靜的小漁港打造成熱鬧的市集小鎮。還能拜訪好友的海島，互換稀有作物。',
    },
    id: {
      title: 'Emerald Isle Farm',
      subTitle: 'Ladang di pulau tropis impianmu sudah menanti.',
      description:
        'Tinggalkan hiruk-pikuk kota demi pulau yang bermandikan sinar matahari. Tanam mangga dan buah naga, pelihara hewan-hewan yang ramah, dan ubah pelabuhan nelayan yang sepi menjadi kota pasar yang ramai. Kunjungi pulau teman-temanmu dan saling bertukar hasil panen langka.',
    },
    th: {
      title: 'ฟาร์มเกาะมรกต',
      subTitle: 'ฟาร์มบนเกาะเขตร้อนของคุณรออยู่',
      description:
        'ทิ้งชีวิตในเมืองแล้วมาใช้ชีวิตบนเกาะที่อาบแสงแดด ปลูกมะม่วงและแก้วมังกร เลี้ยงสัตว์แสนน่ารัก และเปลี่ยนท่าเรือประมงเงียบสงบให้กลายเป็นเมืองตลาดที่คึกคัก แวะไปเยี่ยมเกาะของเพื่อน ๆ และแลกเปลี่ยนผลผลิตหายาก',
    },
    vi: {
      title: 'Emerald Isle Farm',
      subTitle: 'Nông trại đảo nhiệt đới của bạn đang chờ.',
      description:
        'Rời xa phố thị để đến với hòn đảo ngập nắng. Trồng xoài và thanh long, nuôi những chú thú thân thiện và biến bến cá yên ả thành thị trấn buôn bán sầm uất. Ghé thăm đảo của bạn bè và trao đổi những nông sản hiếm.',
    },
    de: {
      title: 'Emerald Isle Farm',
      subTitle: 'Deine tropische Inselfarm wartet.',
      description:
        'Tausche das Stadtleben gegen eine sonnenverwöhnte Insel. Pflanze Mangos und Drachenfrüchte, zieh zutrauliche Tiere groß und verwandle einen verschlafenen Fischerhafen in eine blühende Marktstadt. Besuche die Inseln deiner Freunde und tausche mit ihnen seltene Ernten.',
    },
    es: {
      title: 'Emerald Isle Farm',
      subTitle: 'Tu granja en una isla tropical te espera.',
      description:
        'Cambia la vida en la ciudad por una isla bañada por el sol. Planta mangos y pitayas, cría animales encantadores y convierte un tranquilo puerto pesquero en un próspero pueblo de mercado. Visita las islas de tus amigos e intercambia cosechas poco comunes.',
    },
    fr: {
      title: 'Emerald Isle Farm',
      subTitle: 'Votre ferme sur une île tropicale vous attend.',
      description:
        'Troquez la vie citadine contre une île gorgée de soleil. Plantez des manguiers et des pitayas, élevez des animaux adorables et transformez un paisible port de pêche en une bourgade commerçante animée. Rendez visite aux îles de vos amis et échangez des récoltes rares.',
    },
    pt: {
      title: 'Emerald Isle Farm',
      subTitle: 'Sua fazenda numa ilha tropical está à sua espera.',
      description:
        'Troque a vida na cidade por uma ilha banhada de sol. Plante mangas e pitaias, crie animais adoráveis e transforme um pacato porto de pescadores em uma movimentada cidade comercial. Visite as ilhas dos amigos e troque colheitas raras.',
    },
    ru: {
      title: 'Ферма на Изумрудном острове',
      subTitle: 'Ваша тропическая ферма на острове ждёт.',
      description:
        'Смените городскую суету на залитый солнцем остров. Выращивайте манго и питахайю, заводите дружелюбных животных и превратите сонную рыбацкую гавань в оживлённый торговый городок. Навещайте острова друзей и обменивайтесь редким урожаем.',
    },
    tr: {
      title: 'Emerald Isle Farm',
      subTitle: 'Tropikal ada çiftliğin seni bekliyor.',
      description:
        'Şehir hayatını güneşli bir adayla değiştir. Mango ve ejder meyvesi ek, sevimli hayvanlar besle ve sakin bir balıkçı limanını hareketli bir pazar kasabasına dönüştür. Arkadaşlarının adalarını ziyaret et ve nadir ürünleri takas et.',
    },
    it: {
      title: 'Emerald Isle Farm',
      subTitle: "La tua fattoria su un'isola tropicale ti aspetta.",
      description:
        "Lascia la vita di città per un'isola baciata dal sole. Coltiva manghi e frutti del drago, alleva animali adorabili e trasforma un sonnolento porto di pescatori in una vivace cittadina di mercato. Visita le isole dei tuoi amici e scambiatevi raccolti rari.",
    },
    ar: {
      title: 'مزرعة الجزيرة الزمردية',
      subTitle: 'مزرعتك على جزيرة استوائية بانتظارك.',
      description:
        'ودّع حياة المدينة وانطلق إلى جزيرة مشمسة. ازرع المانجو وفاكهة التنين، وربِّ حيوانات أليفة ودودة، وحوِّل ميناء الصيد الهادئ إلى بلدة تجارية مزدهرة. زُر جزر أصدقائك وتبادل معهم المحاصيل النادرة.',
    },
  },

  // ---------------------------------------------------------------- tidal (sea)
  'turbo-tides': {
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
    'zh-TW': {
      title: '極速浪潮',
      subTitle: '油門踩到底，一路飆向海岸線',
      description:
        '最純粹的街機競速：在落日海岸公路上加速、甩尾、尾流超車。每局只需 90 秒，隨時開跑；解鎖個性十足的自訂塗裝，挑戰每週全球盃賽，一路衝上榜首。',
    },
    id: {
      title: 'Turbo Tides',
      subTitle: 'Gas pol dari pantai ke pantai.',
      description:
        'Balapan arkade dalam bentuk paling murni: boost, drift, dan manfaatkan slipstream di sepanjang jalan raya pesisir saat matahari terbenam. Ikuti balapan 90 detik kapan saja, buka livery kustom yang nyentrik, dan naiki peringkat di piala global mingguan.',
    },
    th: {
      title: 'คลื่นเทอร์โบ',
      subTitle: 'เหยียบมิดคันเร่ง ซิ่งจากชายฝั่งสู่ชายฝั่ง',
      description:
        'เกมแข่งรถอาร์เคดแท้ ๆ บูสต์ ดริฟต์ และแซงด้วยสลิปสตรีมไปตามทางหลวงเลียบชายฝั่งยามพระอาทิตย์ตก ลงแข่งได้ทุกเมื่อในเรซละ 90 วินาที ปลดล็อกลายรถสุดแนว และไต่อันดับในถ้วยระดับโลกประจำสัปดาห์',
    },
    vi: {
      title: 'Turbo Tides',
      subTitle: 'Hết ga từ bờ biển này sang bờ biển kia.',
      description:
        'Đua xe arcade thuần túy nhất: tăng tốc, drift và núp gió trên những cung đường ven biển lúc hoàng hôn. Tham gia những cuộc đua 90 giây bất cứ lúc nào, mở khóa các bộ sơn xe độc đáo và leo hạng tại các cúp toàn cầu hằng tuần.',
    },
    de: {
      title: 'Turbo Tides',
      subTitle: 'Vollgas von Küste zu Küste.',
      description:
        'Arcade-Racing in Reinform: Boosten, Driften und Windschattenfahren auf Küstenstraßen im Sonnenuntergang. Spring jederzeit in 90-Sekunden-Rennen, schalte ausgefallene Lackierungen frei und kämpf dich in den wöchentlichen globalen Cups nach oben.',
    },
    es: {
      title: 'Turbo Tides',
      subTitle: 'A toda velocidad de costa a costa.',
      description:
        'Carreras arcade en estado puro: acelera, derrapa y aprovecha el rebufo por autopistas costeras al atardecer. Lánzate a carreras de 90 segundos cuando quieras, desbloquea diseños personalizados de lo más llamativos y escala posiciones en las copas globales semanales.',
    },
    fr: {
      title: 'Turbo Tides',
      subTitle: "Plein gaz d'une côte à l'autre.",
      description:
        "La course arcade à l'état pur : boost, drift et aspiration sur des routes côtières au coucher du soleil. Lancez-vous dans des courses de 90 secondes à tout moment, débloquez des livrées personnalisées déjantées et grimpez au classement des coupes mondiales hebdomadaires.",
    },
    pt: {
      title: 'Turbo Tides',
      subTitle: 'Acelerando a fundo de costa a costa.',
      description:
        'Corrida arcade em sua forma mais pura: dê nitro, faça drift e pegue o vácuo em rodovias litorâneas ao pôr do sol. Entre em corridas de 90 segundos a qualquer hora, desbloqueie pinturas personalizadas ousadas e suba no ranking das copas globais semanais.',
    },
    ru: {
      title: 'Турбоволна',
      subTitle: 'Полный газ от побережья до побережья.',
      description:
        'Аркадные гонки в чистом виде: ускоряйтесь, входите в дрифт и садитесь на хвост соперникам на прибрежных трассах в лучах заката. Включайтесь в 90-секундные заезды в любое время, открывайте безумные раскраски и поднимайтесь в рейтинге еженедельных мировых кубков.',
    },
    tr: {
      title: 'Turbo Tides',
      subTitle: 'Sahilden sahile son gaz.',
      description:
        'En saf hâliyle arcade yarış: gün batımında sahil yollarında nitroya bas, drift at ve rakiplerinin arkasına takılıp onları geç. İstediğin an 90 saniyelik yarışlara katıl, çılgın özel kaplamaların kilidini aç ve haftalık küresel kupalarda zirveye tırman.',
    },
    it: {
      title: 'Turbo Tides',
      subTitle: "A tutto gas da una costa all'altra.",
      description:
        'Corse arcade allo stato puro: turbo, derapate e scie lungo le strade costiere al tramonto. Buttati in gare da 90 secondi quando vuoi, sblocca livree personalizzate pazzesche e scala le coppe globali settimanali.',
    },
    ar: {
      title: 'أمواج التوربو',
      subTitle: 'بأقصى سرعة من ساحل إلى ساحل.',
      description:
        'سباقات أركيد في أنقى صورها: انطلق بالتوربو، وانجرف في المنعطفات، واستغل تيار الهواء خلف منافسيك على الطرق الساحلية وقت الغروب. انضم إلى سباقات مدتها 90 ثانية في أي وقت، وافتح تصاميم طلاء مخصّصة جامحة، وتسلّق الترتيب في الكؤوس العالمية الأسبوعية.',
    },
  },
  'coral-crush': {
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
    'zh-TW': {
      title: '珊瑚消消樂',
      subTitle: '潛入海底，一路消除到底',
      description:
        '和一群快樂的海洋小夥伴一起，用消除方塊的方式清理珊瑚礁。巧妙規劃每一步，用河豚道具引爆連擊，收集貝殼裝點你的海底小屋。免下載，打開瀏覽器就能暢玩。',
    },
    id: {
      title: 'Coral Crush',
      subTitle: 'Menyelamlah dan pecahkan jalanmu menembus terumbu.',
      description:
        'Bantu sekawanan makhluk laut yang ceria membersihkan terumbu karang dalam game puzzle pecah-ubin yang seru ini. Rencanakan langkahmu, ledakkan kombo dengan booster ikan buntal, dan kumpulkan kerang untuk menghias rumah bawah lautmu. Langsung main di browser.',
    },
    th: {
      title: 'ป๊อปปะการัง',
      subTitle: 'ดำดิ่งลงไป แล้วป๊อปฝ่าแนวปะการัง',
      description:
        'ช่วยแก๊งสัตว์ทะเลแสนร่าเริงเก็บกวาดแนวปะการังในเกมพัซเซิลป๊อปบล็อกสุดสดใส วางแผนทุกการเคลื่อนที่ ระเบิดคอมโบด้วยไอเทมปลาปักเป้า และสะสมเปลือกหอยมาตกแต่งบ้านใต้ทะเลของคุณ เล่นได้ทันทีบนเบราว์เซอร์',
    },
    vi: {
      title: 'Coral Crush',
      subTitle: 'Lặn xuống và phá từng ô trên rạn san hô.',
      description:
        'Giúp nhóm sinh vật biển vui nhộn dọn dẹp rạn san hô trong trò chơi giải đố phá ô đầy sắc màu này. Tính toán từng nước đi, tung combo với vật phẩm cá nóc và sưu tầm vỏ sò để trang trí ngôi nhà dưới biển của bạn. Chơi ngay trên trình duyệt.',
    },
    de: {
      title: 'Coral Crush',
      subTitle: 'Tauch ab und bahn dir deinen Weg durchs Riff.',
      description:
        'Hilf einer Truppe fröhlicher Meeresbewohner, das Riff aufzuräumen – in diesem sprudelnden Plopp-Puzzle. Plane deine Züge, zünde Kombos mit Kugelfisch-Boostern und sammle Muscheln, um dein Unterwasserzuhause zu schmücken. Läuft sofort im Browser.',
    },
    es: {
      title: 'Coral Crush',
      subTitle: 'Sumérgete y ábrete paso por el arrecife.',
      description:
        'Ayuda a una pandilla de alegres criaturas marinas a poner orden en el arrecife en este burbujeante puzle de explotar fichas. Planea tus movimientos, haz combos con potenciadores de pez globo y colecciona conchas para decorar tu hogar submarino. Juega al instante en tu navegador.',
    },
    fr: {
      title: 'Coral Crush',
      subTitle: 'Plongez et frayez-vous un chemin à travers le récif.',
      description:
        "Aidez une joyeuse bande de créatures marines à remettre de l'ordre dans le récif avec ce jeu de réflexion pétillant où l'on fait éclater des tuiles. Planifiez vos coups, enchaînez les combos grâce aux bonus poisson-globe et collectionnez des coquillages pour décorer votre maison sous-marine. Jouable instantanément dans votre navigateur.",
    },
    pt: {
      title: 'Coral Crush',
      subTitle: 'Mergulhe e abra caminho pelo recife estourando peças.',
      description:
        'Ajude uma turma de criaturas marinhas animadas a arrumar o recife neste quebra-cabeça borbulhante de estourar peças. Planeje suas jogadas, faça combos com os reforços de baiacu e colecione conchas para decorar sua casa submarina. Jogue na hora, direto no navegador.',
    },
    ru: {
      title: 'Коралловый переполох',
      subTitle: 'Ныряйте и прокладывайте путь сквозь риф.',
      description:
        'Помогите весёлой компании морских обитателей навести порядок на рифе в этой задорной головоломке, где нужно лопать плитки. Продумывайте ходы, устраивайте комбо с бустерами в виде рыбы фугу и собирайте ракушки, чтобы украсить свой подводный домик. Запускается мгновенно прямо в браузере.',
    },
    tr: {
      title: 'Coral Crush',
      subTitle: 'Dal ve resifte patlata patlata ilerle.',
      description:
        'Neşeli deniz canlılarından oluşan bir ekibin resifi toparlamasına bu köpük köpük taş patlatma bulmacasında yardım et. Hamlelerini planla, balon balığı güçlendiricileriyle kombolar patlat ve su altındaki evini süslemek için deniz kabukları topla. Tarayıcında anında oynanır.',
    },
    it: {
      title: 'Coral Crush',
      subTitle: 'Tuffati e fatti strada nella barriera corallina.',
      description:
        'Aiuta una ciurma di allegre creature marine a rimettere in ordine la barriera corallina in questo frizzante puzzle in cui si fanno scoppiare le tessere. Pianifica le mosse, scatena combo con i potenziamenti pesce palla e colleziona conchiglie per decorare la tua casa sottomarina. Si gioca subito nel browser.',
    },
    ar: {
      title: 'فرقعة المرجان',
      subTitle: 'اغطس وافتح طريقك عبر الشعاب المرجانية.',
      description:
        'ساعد فريقًا من الكائنات البحرية المرحة على ترتيب الشعاب المرجانية في لعبة الألغاز المفعمة بالحيوية هذه، حيث تفرقع المربعات الملونة. خطّط لحركاتك، وفجّر سلاسل الضربات بمعززات السمكة المنتفخة، واجمع الأصداف لتزيين منزلك تحت الماء. العب فورًا في متصفحك.',
    },
  },
  'cosmic-bounce': {
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
    'zh-TW': {
      title: '宇宙彈跳',
      subTitle: '輕點一下，跳向無盡星河',
      description:
        '只要輕點螢幕，就能在星球之間不停彈跳的無盡街機冒險。閃避隕石，借助重力彈弓加速，挑戰好友的最高分。每局短小精悍，刺激停不下來。',
    },
    id: {
      title: 'Cosmic Bounce',
      subTitle: 'Sekali ketuk. Galaksi tanpa batas.',
      description:
        'Memantul dari planet ke planet hanya dengan sekali ketuk dalam petualangan arkade tanpa akhir ini. Hindari meteor, manfaatkan ketapel gravitasi, dan kejar skor tertinggi teman-temanmu. Permainan singkat, keseruan maksimal.',
    },
    th: {
      title: 'เด้งทะลุจักรวาล',
      subTitle: 'แตะครั้งเดียว ท่องกาแล็กซีไม่รู้จบ',
      description:
        'เด้งจากดาวดวงหนึ่งสู่อีกดวงด้วยการแตะเพียงครั้งเดียวในการผจญภัยอาร์เคดแบบไม่รู้จบ หลบอุกกาบาต ใช้แรงโน้มถ่วงเหวี่ยงตัวพุ่งไปข้างหน้า และไล่ล่าคะแนนสูงสุดของเพื่อน ๆ เล่นตาละไม่นาน แต่มันส์สุด ๆ',
    },
    vi: {
      title: 'Cosmic Bounce',
      subTitle: 'Một chạm. Vô vàn thiên hà.',
      description:
        'Nảy từ hành tinh này sang hành tinh khác chỉ với một lần chạm trong cuộc phiêu lưu arcade bất tận. Né thiên thạch, mượn lực hấp dẫn để bứt tốc và đuổi theo điểm cao của bạn bè. Mỗi lượt chơi ngắn, cảm xúc dâng trào.',
    },
    de: {
      title: 'Cosmic Bounce',
      subTitle: 'Einmal tippen. Unendliche Galaxien.',
      description:
        'Hüpf mit nur einem Fingertipp von Planet zu Planet in diesem endlosen Arcade-Abenteuer. Weiche Meteoren aus, lass dich von Gravitationsschleudern beschleunigen und jag die Highscores deiner Freunde. Kurze Runden, großer Nervenkitzel.',
    },
    es: {
      title: 'Cosmic Bounce',
      subTitle: 'Un toque. Galaxias infinitas.',
      description:
        'Rebota de planeta en planeta con un solo toque en esta aventura arcade sin fin. Esquiva meteoritos, usa la gravedad de los planetas como tirachinas y supera las puntuaciones de tus amigos. Partidas cortas, emociones enormes.',
    },
    fr: {
      title: 'Cosmic Bounce',
      subTitle: "Une touche. Des galaxies à l'infini.",
      description:
        "Rebondissez de planète en planète d'une simple touche dans cette aventure arcade sans fin. Esquivez les météores, profitez de l'effet de fronde gravitationnelle et battez les meilleurs scores de vos amis. Des parties courtes, des sensations fortes.",
    },
    pt: {
      title: 'Cosmic Bounce',
      subTitle: 'Um toque. Galáxias infinitas.',
      description:
        'Quique de planeta em planeta com um único toque nesta aventura arcade sem fim. Desvie de meteoros, use o estilingue gravitacional dos planetas e persiga as maiores pontuações dos seus amigos. Partidas curtas, emoção de sobra.',
    },
    ru: {
      title: 'Космический прыжок',
      subTitle: 'Одно касание. Бесконечные галактики.',
      description:
        'Прыгайте с планеты на планету одним касанием в этом бесконечном аркадном приключении. Уворачивайтесь от метеоритов, разгоняйтесь гравитационными манёврами и бейте рекорды друзей. Короткие забеги — яркие эмоции.',
    },
    tr: {
      title: 'Cosmic Bounce',
      subTitle: 'Tek dokunuş. Sonsuz galaksiler.',
      description:
        'Bu sonsuz arcade macerasında tek dokunuşla gezegenden gezegene zıpla. Meteorlardan kaç, yerçekimi sapanlarıyla hızlan ve arkadaşlarının rekorlarının peşine düş. Kısa turlar, büyük heyecan.',
    },
    it: {
      title: 'Cosmic Bounce',
      subTitle: 'Un tocco. Galassie infinite.',
      description:
        'Rimbalza di pianeta in pianeta con un solo tocco in questa avventura arcade senza fine. Schiva le meteore, sfrutta la fionda gravitazionale e dai la caccia ai record dei tuoi amici. Partite brevi, emozioni forti.',
    },
    ar: {
      title: 'قفزة كونية',
      subTitle: 'لمسة واحدة. مجرّات لا تنتهي.',
      description:
        'اقفز من كوكب إلى آخر بلمسة واحدة في مغامرة الأركيد اللانهائية هذه. تفادَ النيازك، واستغل مقلاع الجاذبية لتنطلق بسرعة، وتحدَّ أعلى نتائج أصدقائك. جولات قصيرة وإثارة كبيرة.',
    },
  },

  // ---------------------------------------------------------------- ember (kr)
  'forgeborn': {
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
  'iron-vanguard': {
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
  'runeblade-arena': {
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

  // ---------------------------------------------------------------- vela (sea)
  'nebula-voyagers': {
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
    'zh-TW': {
      title: '星雲航海者',
      subTitle: '揚帆起航，駛向星辰大海',
      description:
        '駕駛太陽帆飛船，穿越流光溢彩的星雲與未知航道。往來於邊境太空站之間經商貿易，招募一群個性十足的船員，並與其他艦長結伴獵殺虛空巨獸。這片銀河，足以容納每一個傳奇。',
    },
    id: {
      title: 'Nebula Voyagers',
      subTitle: 'Berlayarlah mengarungi lautan bintang.',
      description:
        'Nakhodai kapal layar surya menembus nebula yang berpendar dan jalur bintang yang belum terpetakan. Berdagang di antara stasiun-stasiun perbatasan, rekrut awak kapal nyentrik yang menggemaskan, dan bersatu dengan kapten lain untuk memburu leviathan kehampaan. Galaksi ini cukup luas untuk setiap legenda.',
    },
    th: {
      title: 'นักเดินทางแห่งเนบิวลา',
      subTitle: 'ออกเดินเรือสู่ทะเลแห่งดวงดาว',
      description:
        'บังคับยานใบเรือสุริยะฝ่าเนบิวลาเรืองแสงและเส้นทางดวงดาวที่ยังไม่มีใครสำรวจ ค้าขายระหว่างสถานีชายแดนอวกาศ รวบรวมลูกเรือสุดแปลกแต่น่ารัก และจับมือกับกัปตันคนอื่น ๆ ออกล่าสัตว์ยักษ์แห่งห้วงอวกาศ กาแล็กซีนี้กว้างใหญ่พอสำหรับทุกตำนาน',
    },
    vi: {
      title: 'Nebula Voyagers',
      subTitle: 'Giương buồm vượt biển sao.',
      description:
        'Làm thuyền trưởng một con tàu buồm mặt trời, băng qua những tinh vân rực sáng và các tuyến sao chưa ai khám phá. Giao thương giữa các trạm biên giới, chiêu mộ một thủy thủ đoàn lập dị mà đáng yêu và liên minh với các thuyền trưởng khác để săn lùng những quái vật khổng lồ của hư không. Thiên hà đủ rộng cho mọi huyền thoại.',
    },
    de: {
      title: 'Nebula Voyagers',
      subTitle: 'Setz die Segel und bereise das Sternenmeer.',
      description:
        'Steuere ein Sonnensegelschiff durch leuchtende Nebel und unerforschte Sternenrouten. Treibe Handel zwischen Grenzstationen, heuere eine Crew liebenswerter Außenseiter an und schließ dich mit anderen Captains zusammen, um die Leviathane der Leere zu jagen. Die Galaxie ist groß genug für jede Legende.',
    },
    es: {
      title: 'Nebula Voyagers',
      subTitle: 'Zarpa hacia el mar de estrellas.',
      description:
        'Capitanea una nave de vela solar a través de nebulosas resplandecientes y rutas estelares inexploradas. Comercia entre estaciones fronterizas, recluta una tripulación de inadaptados entrañables y únete a otros capitanes para cazar a los leviatanes del vacío. La galaxia es lo bastante grande para todas las leyendas.',
    },
    fr: {
      title: 'Nebula Voyagers',
      subTitle: "Mettez les voiles sur l'océan d'étoiles.",
      description:
        "Commandez un vaisseau à voile solaire à travers des nébuleuses scintillantes et des routes stellaires inexplorées. Commercez entre les stations de la frontière, recrutez un équipage de marginaux attachants et alliez-vous à d'autres capitaines pour traquer les léviathans du vide. La galaxie est assez vaste pour toutes les légendes.",
    },
    pt: {
      title: 'Nebula Voyagers',
      subTitle: 'Zarpe rumo ao mar de estrelas.',
      description:
        'Comande uma nave de vela solar por nebulosas reluzentes e rotas estelares inexploradas. Negocie entre estações de fronteira, recrute uma tripulação de desajustados adoráveis e una forças com outros capitães para caçar os leviatãs do vazio. A galáxia é grande o bastante para todas as lendas.',
    },
    ru: {
      title: 'Странники туманности',
      subTitle: 'Поднимайте паруса — впереди звёздное море.',
      description:
        'Ведите корабль с солнечным парусом сквозь сияющие туманности и неизведанные звёздные пути. Торгуйте между пограничными станциями, соберите команду обаятельных чудаков и объединяйтесь с другими капитанами, чтобы охотиться на левиафанов пустоты. В этой галактике хватит места для любой легенды.',
    },
    tr: {
      title: 'Nebula Voyagers',
      subTitle: 'Yıldız denizine yelken aç.',
      description:
        'Güneş yelkenli bir gemiye kaptanlık ederek parıldayan bulutsuları ve keşfedilmemiş yıldız rotalarını aş. Sınır istasyonları arasında ticaret yap, sevimli uyumsuzlardan oluşan bir mürettebat topla ve boşluğun dev canavarlarını avlamak için diğer kaptanlarla güçlerini birleştir. Galaksi her efsaneye yetecek kadar büyük.',
    },
    it: {
      title: 'Nebula Voyagers',
      subTitle: 'Salpa verso il mare di stelle.',
      description:
        'Guida una nave a vela solare tra nebulose scintillanti e rotte stellari inesplorate. Commercia tra le stazioni di frontiera, recluta un equipaggio di adorabili disadattati e unisciti ad altri capitani per dare la caccia ai leviatani del vuoto. La galassia è abbastanza grande per ogni leggenda.',
    },
    ar: {
      title: 'رحّالة السديم',
      subTitle: 'أبحِر عبر بحر النجوم.',
      description:
        'قُد سفينة ذات شراع شمسي عبر سُدُم متوهجة وممرات نجمية لم تُرسم خرائطها بعد. تاجِر بين محطات الحدود، وجنّد طاقمًا من غريبي الأطوار المحبوبين، وتحالف مع قباطنة آخرين لاصطياد وحوش الفراغ العملاقة. هذه المجرّة تتسع لكل أسطورة.',
    },
  },
  'sands-of-zerath': {
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
    'zh-TW': {
      title: '澤拉斯之沙',
      subTitle: '沙丘之下，沉睡著一個帝國',
      description:
        '探索流沙起伏的廣袤沙漠、沉沒的神殿與被遺忘的神明。騎乘沙行獸穿梭於綠洲之間，迎戰巨型沙蟲，拼湊出失落的澤拉斯帝國的命運。無縫開放世界，動態沙暴與晝夜交替讓冒險更加真實。',
    },
    id: {
      title: 'Sands of Zerath',
      subTitle: 'Di bawah bukit pasir, sebuah kekaisaran tertidur.',
      description:
        'Jelajahi gurun luas dengan bukit pasir yang terus bergeser, kuil-kuil yang terkubur, dan dewa-dewa yang terlupakan. Tunggangi penjelajah pasir dari oasis ke oasis, lawan cacing pasir raksasa, dan susun kembali kisah nasib Kekaisaran Zerathi yang hilang. Dunia terbuka tanpa jeda dengan badai pasir dinamis dan siklus siang-malam yang lengkap.',
    },
    th: {
      title: 'ผืนทรายแห่งเซราธ',
      subTitle: 'ใต้ผืนเนินทราย อาณาจักรหนึ่งกำลังหลับใหล',
      description:
        'สำรวจทะเลทรายอันกว้างใหญ่ที่เต็มไปด้วยเนินทรายเคลื่อนตัว วิหารที่จมอยู่ใต้ผืนทราย และเทพเจ้าที่ถูกลืม ขี่สัตว์พาหนะท่องทรายข้ามโอเอซิส ต่อสู้กับหนอนทรายยักษ์ และปะติดปะต่อชะตากรรมของจักรวรรดิเซราธที่สาบสูญ โลกเปิดไร้รอยต่อพร้อมพายุทรายแบบไดนามิกและวัฏจักรกลางวันกลางคืนเต็มรูปแบบ',
    },
    vi: {
      title: 'Sands of Zerath',
      subTitle: 'Dưới những đụn cát, một đế chế đang say ngủ.',
      description:
        'Khám phá sa mạc mênh mông với những đụn cát dịch chuyển, đền thờ bị vùi lấp và các vị thần bị lãng quên. Cưỡi thú lướt cát băng qua các ốc đảo, chiến đấu với những con sâu cát khổng lồ và ghép lại số phận của đế chế Zerathi đã thất lạc. Thế giới mở liền mạch với bão cát biến đổi và chu kỳ ngày đêm hoàn chỉnh.',
    },
    de: {
      title: 'Sands of Zerath',
      subTitle: 'Unter den Dünen schläft ein Imperium.',
      description:
        'Erkunde eine weite Wüste voller wandernder Dünen, versunkener Tempel und vergessener Götter. Reite auf Sandschreitern von Oase zu Oase, bekämpfe kolossale Sandwürmer und setze das Schicksal des verlorenen Zerathi-Reichs Stück für Stück zusammen. Eine nahtlose offene Welt mit dynamischen Sandstürmen und vollständigem Tag-Nacht-Wechsel.',
    },
    es: {
      title: 'Sands of Zerath',
      subTitle: 'Bajo las dunas duerme un imperio.',
      description:
        'Explora un vasto desierto de dunas cambiantes, templos hundidos y dioses olvidados. Cabalga a lomos de caminantes de las arenas entre oasis, enfréntate a colosales gusanos de arena y reconstruye el destino del perdido imperio zerathi. Un mundo abierto sin transiciones, con tormentas de arena dinámicas y un ciclo completo de día y noche.',
    },
    fr: {
      title: 'Sands of Zerath',
      subTitle: 'Sous les dunes, un empire sommeille.',
      description:
        "Explorez un immense désert de dunes mouvantes, de temples engloutis et de dieux oubliés. Chevauchez des arpenteurs des sables d'oasis en oasis, affrontez des vers des sables colossaux et reconstituez le destin de l'empire perdu des Zerathis. Un monde ouvert sans temps de chargement, avec des tempêtes de sable dynamiques et un cycle jour-nuit complet.",
    },
    pt: {
      title: 'Sands of Zerath',
      subTitle: 'Sob as dunas, um império adormece.',
      description:
        'Explore um vasto deserto de dunas movediças, templos soterrados e deuses esquecidos. Monte em andarilhos da areia entre oásis, enfrente colossais vermes da areia e desvende o destino do perdido império zerathi. Um mundo aberto contínuo, com tempestades de areia dinâmicas e um ciclo completo de dia e noite.',
    },
    ru: {
      title: 'Пески Зерата',
      subTitle: 'Под дюнами спит империя.',
      description:
        'Исследуйте бескрайнюю пустыню с движущимися дюнами, затонувшими в песках храмами и забытыми богами. Путешествуйте между оазисами верхом на песчаных ходоках, сражайтесь с исполинскими песчаными червями и по крупицам восстанавливайте судьбу исчезнувшей империи Зерат. Бесшовный открытый мир с динамическими песчаными бурями и полной сменой дня и ночи.',
    },
    tr: {
      title: 'Sands of Zerath',
      subTitle: 'Kum tepelerinin altında bir imparatorluk uyuyor.',
      description:
        "Yer değiştiren kum tepeleri, gömülü tapınaklar ve unutulmuş tanrılarla dolu uçsuz bucaksız bir çölü keşfet. Kum yürüyücülerine binerek vahadan vahaya git, devasa kum solucanlarıyla savaş ve kayıp Zerath İmparatorluğu'nun kaderini parça parça çöz. Dinamik kum fırtınaları ve tam gün-gece döngüsüyle kesintisiz bir açık dünya.",
    },
    it: {
      title: 'Sands of Zerath',
      subTitle: 'Sotto le dune dorme un impero.',
      description:
        "Esplora un immenso deserto di dune mutevoli, templi sommersi dalla sabbia e divinità dimenticate. Cavalca i camminatori delle sabbie da un'oasi all'altra, affronta colossali vermi delle sabbie e ricostruisci il destino del perduto impero zerathi. Un mondo aperto senza caricamenti, con tempeste di sabbia dinamiche e un ciclo completo giorno-notte.",
    },
    ar: {
      title: 'رمال زيراث',
      subTitle: 'تحت الكثبان، إمبراطورية نائمة.',
      description:
        'استكشف صحراء شاسعة من الكثبان المتحركة والمعابد الغارقة في الرمال والآلهة المنسية. امتطِ عدّائي الرمال متنقلًا بين الواحات، وقاتل ديدان الرمل العملاقة، واجمع خيوط مصير إمبراطورية زيراث المفقودة. عالم مفتوح متصل بلا انقطاع، مع عواصف رملية متغيرة ودورة كاملة لليل والنهار.',
    },
  },
  'little-lantern-cafe': {
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
    'zh-TW': {
      title: '小燈咖啡館',
      subTitle: '城市燈火下的溫暖咖啡時光',
      description:
        '在下雨的頂樓開一間小小的咖啡館，把它打造成城市裡最溫暖的角落。拉出精美拉花，研發季節限定甜點，結識那些各有故事的有趣熟客。忙碌了一整天之後，伴著 Lo-fi 音樂好好放鬆一下吧。',
    },
    id: {
      title: 'Little Lantern Café',
      subTitle: 'Kopi hangat di bawah gemerlap lampu kota.',
      description:
        'Buka kafe mungil di atap gedung yang sering diguyur hujan dan jadikan tempat paling hangat di kota. Buat latte art, ciptakan hidangan penutup musiman, dan kenali para pelanggan tetap yang unik dengan kisah mereka masing-masing. Bersantailah diiringi musik lo-fi setelah hari yang panjang.',
    },
    th: {
      title: 'คาเฟ่ตะเกียงน้อย',
      subTitle: 'กาแฟอบอุ่นใต้แสงไฟเมือง',
      description:
        'เปิดคาเฟ่เล็ก ๆ บนดาดฟ้าท่ามกลางสายฝน แล้วทำให้ที่นี่เป็นมุมที่อบอุ่นที่สุดในเมือง วาดลาเต้อาร์ต คิดค้นขนมหวานตามฤดูกาล และทำความรู้จักลูกค้าประจำสุดแปลกที่ต่างก็มีเรื่องราวของตัวเอง ผ่อนคลายไปกับเพลงโลไฟหลังวันอันยาวนาน',
    },
    vi: {
      title: 'Little Lantern Café',
      subTitle: 'Cà phê ấm áp dưới ánh đèn thành phố.',
      description:
        'Mở một quán cà phê nhỏ xíu trên sân thượng mưa rơi và biến nơi đây thành góc ấm áp nhất thành phố. Vẽ latte art, sáng tạo món tráng miệng theo mùa và làm quen với những vị khách quen kỳ quặc, ai cũng có câu chuyện của riêng mình. Thư giãn cùng nhạc lo-fi sau một ngày dài.',
    },
    de: {
      title: 'Little Lantern Café',
      subTitle: 'Gemütlicher Kaffee unter den Lichtern der Stadt.',
      description:
        'Eröffne ein winziges Café auf einer verregneten Dachterrasse und mach es zum gemütlichsten Ort der Stadt. Zaubere Latte Art, erfinde saisonale Desserts und lerne schrullige Stammgäste mit ihren ganz eigenen Geschichten kennen. Entspann dich nach einem langen Tag zu einem Lo-Fi-Soundtrack.',
    },
    es: {
      title: 'Little Lantern Café',
      subTitle: 'Café acogedor bajo las luces de la ciudad.',
      description:
        'Abre una pequeña cafetería en una azotea lluviosa y conviértela en el rincón más cálido de la ciudad. Decora cafés con latte art, inventa postres de temporada y conoce a clientes habituales de lo más peculiares, cada uno con su propia historia. Relájate con una banda sonora lo-fi después de un largo día.',
    },
    fr: {
      title: 'Little Lantern Café',
      subTitle: 'Un café douillet sous les lumières de la ville.',
      description:
        "Ouvrez un minuscule café sur un toit battu par la pluie et faites-en l'endroit le plus chaleureux de la ville. Réalisez du latte art, inventez des desserts de saison et faites connaissance avec des habitués excentriques qui ont chacun leur histoire. Détendez-vous sur une bande-son lo-fi après une longue journée.",
    },
    pt: {
      title: 'Little Lantern Café',
      subTitle: 'Um café aconchegante sob as luzes da cidade.',
      description:
        'Abra uma cafeteria minúscula num terraço chuvoso e transforme-a no lugar mais acolhedor da cidade. Faça latte art, invente sobremesas sazonais e conheça frequentadores excêntricos, cada um com sua própria história. Relaxe ao som de uma trilha lo-fi depois de um longo dia.',
    },
    ru: {
      title: 'Кафе «Маленький фонарик»',
      subTitle: 'Уютный кофе в огнях большого города.',
      description:
        'Откройте крошечное кафе на дождливой крыше и превратите его в самое тёплое место в городе. Рисуйте латте-арт, придумывайте сезонные десерты и знакомьтесь с чудаковатыми завсегдатаями — у каждого своя история. Отдохните под музыку в стиле lo-fi после долгого дня.',
    },
    tr: {
      title: 'Little Lantern Café',
      subTitle: 'Şehir ışıkları altında sıcacık bir kahve.',
      description:
        'Yağmurlu bir çatı katında minicik bir kafe aç ve onu şehrin en sıcak köşesine dönüştür. Latte art yap, mevsimlik tatlılar icat et ve her birinin kendi hikâyesi olan tuhaf müdavimlerle tanış. Uzun bir günün ardından lo-fi müzik eşliğinde kafa dinle.',
    },
    it: {
      title: 'Little Lantern Café',
      subTitle: 'Caffè accogliente sotto le luci della città.',
      description:
        "Apri un minuscolo caffè su una terrazza bagnata dalla pioggia e trasformalo nell'angolo più accogliente della città. Crea latte art, inventa dolci di stagione e fai conoscenza con clienti abituali un po' stravaganti, ognuno con la propria storia. Rilassati con una colonna sonora lo-fi dopo una lunga giornata.",
    },
    ar: {
      title: 'مقهى الفانوس الصغير',
      subTitle: 'قهوة دافئة تحت أضواء المدينة.',
      description:
        'افتح مقهًى صغيرًا على سطح ممطر، واجعله أدفأ مكان في المدينة. ارسم فن اللاتيه، وابتكر حلويات موسمية، وتعرّف إلى روّاد دائمين غريبي الأطوار لكلٍّ منهم حكايته الخاصة. استرخِ على أنغام موسيقى لو-فاي بعد يوم طويل.',
    },
  },
};
