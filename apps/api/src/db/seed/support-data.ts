// Demo support data: inquiry categories and FAQ types (every language), FAQs (the languages of the
// brands' areas), and the built-in game directory: regions, servers and the demo accounts'
// characters. `{game}` in a FAQ is replaced by the game's name.
import type { Area, Language } from '@guildhall/contract/areas';

type Names = Partial<Record<Language, string>> & { en: string };

export const INQUIRY_CATEGORIES: Names[] = [
  { en: 'Account', ko: '계정', ja: 'アカウント', 'zh-TW': '帳號', 'zh-CN': '账号', id: 'Akun', th: 'บัญชี', vi: 'Tài khoản', de: 'Konto', es: 'Cuenta', fr: 'Compte', pt: 'Conta', ru: 'Аккаунт', tr: 'Hesap', it: 'Account', ar: 'الحساب' },
  { en: 'Payment & recharge', ko: '결제 및 충전', ja: '決済・チャージ', 'zh-TW': '付款與儲值', 'zh-CN': '支付与充值', id: 'Pembayaran & isi ulang', th: 'การชำระเงินและเติมเงิน', vi: 'Thanh toán & nạp tiền', de: 'Zahlung & Aufladen', es: 'Pagos y recargas', fr: 'Paiement et recharge', pt: 'Pagamentos e carregamentos', ru: 'Оплата и пополнение', tr: 'Ödeme ve yükleme', it: 'Pagamenti e ricariche', ar: 'الدفع وشحن الرصيد' },
  { en: 'Bug report', ko: '버그 신고', ja: '不具合の報告', 'zh-TW': '錯誤回報', 'zh-CN': '问题反馈', id: 'Laporan bug', th: 'แจ้งข้อผิดพลาด', vi: 'Báo lỗi', de: 'Fehlermeldung', es: 'Informe de error', fr: 'Signaler un bug', pt: 'Relatar um erro', ru: 'Сообщение об ошибке', tr: 'Hata bildirimi', it: 'Segnalazione bug', ar: 'الإبلاغ عن خلل' },
  { en: 'Gameplay', ko: '게임 플레이', ja: 'ゲームプレイ', 'zh-TW': '遊戲玩法', 'zh-CN': '游戏玩法', id: 'Permainan', th: 'การเล่นเกม', vi: 'Lối chơi', de: 'Spielablauf', es: 'Jugabilidad', fr: 'Gameplay', pt: 'Jogabilidade', ru: 'Игровой процесс', tr: 'Oynanış', it: 'Gameplay', ar: 'طريقة اللعب' },
  { en: 'Report a player', ko: '플레이어 신고', ja: 'プレイヤーの通報', 'zh-TW': '檢舉玩家', 'zh-CN': '举报玩家', id: 'Laporkan pemain', th: 'รายงานผู้เล่น', vi: 'Báo cáo người chơi', de: 'Spieler melden', es: 'Denunciar a un jugador', fr: 'Signaler un joueur', pt: 'Denunciar um jogador', ru: 'Жалоба на игрока', tr: 'Oyuncu şikâyeti', it: 'Segnala un giocatore', ar: 'الإبلاغ عن لاعب' },
  { en: 'Suggestion', ko: '건의 사항', ja: 'ご意見・ご要望', 'zh-TW': '建議', 'zh-CN': '建议', id: 'Saran', th: 'ข้อเสนอแนะ', vi: 'Góp ý', de: 'Vorschlag', es: 'Sugerencia', fr: 'Suggestion', pt: 'Sugestão', ru: 'Предложение', tr: 'Öneri', it: 'Suggerimento', ar: 'اقتراح' },
  { en: 'Other', ko: '기타', ja: 'その他', 'zh-TW': '其他', 'zh-CN': '其他', id: 'Lainnya', th: 'อื่น ๆ', vi: 'Khác', de: 'Sonstiges', es: 'Otros', fr: 'Autre', pt: 'Outro', ru: 'Другое', tr: 'Diğer', it: 'Altro', ar: 'أخرى' },
];

export const FAQ_TYPES: Names[] = [
  { en: 'Account & login', ko: '계정 및 로그인', ja: 'アカウント・ログイン', 'zh-TW': '帳號與登入', 'zh-CN': '账号与登录', id: 'Akun & masuk', th: 'บัญชีและการเข้าสู่ระบบ', vi: 'Tài khoản & đăng nhập', de: 'Konto & Anmeldung', es: 'Cuenta e inicio de sesión', fr: 'Compte et connexion', pt: 'Conta e início de sessão', ru: 'Аккаунт и вход', tr: 'Hesap ve giriş', it: 'Account e accesso', ar: 'الحساب وتسجيل الدخول' },
  { en: 'Payments', ko: '결제', ja: '決済', 'zh-TW': '付款', 'zh-CN': '支付', id: 'Pembayaran', th: 'การชำระเงิน', vi: 'Thanh toán', de: 'Zahlungen', es: 'Pagos', fr: 'Paiements', pt: 'Pagamentos', ru: 'Платежи', tr: 'Ödemeler', it: 'Pagamenti', ar: 'المدفوعات' },
  { en: 'Technical issues', ko: '기술 문제', ja: '技術的な問題', 'zh-TW': '技術問題', 'zh-CN': '技术问题', id: 'Masalah teknis', th: 'ปัญหาทางเทคนิค', vi: 'Sự cố kỹ thuật', de: 'Technische Probleme', es: 'Problemas técnicos', fr: 'Problèmes techniques', pt: 'Problemas técnicos', ru: 'Технические проблемы', tr: 'Teknik sorunlar', it: 'Problemi tecnici', ar: 'مشكلات تقنية' },
];

interface FaqText {
  q: string;
  a: string;
}
/** [faq type index, texts by language] */
export const FAQS: [number, Partial<Record<Language, FaqText>> & { en: FaqText }][] = [
  [0, {
    en: { q: 'I forgot my password. How do I get back into {game}?', a: 'On the login page choose "Forgot password", enter your account and we will email a six-digit code to the address bound to it. The code is valid for 10 minutes. If no email is bound, file an inquiry under "Account" with your character name and server.' },
    ko: { q: '비밀번호를 잊어버렸어요. {game}에 어떻게 다시 접속하나요?', a: '로그인 화면에서 "비밀번호 찾기"를 선택하고 계정을 입력하면 연동된 이메일로 6자리 인증번호를 보내 드립니다. 인증번호는 10분간 유효합니다. 연동된 이메일이 없다면 "계정" 유형으로 캐릭터명과 서버를 적어 문의해 주세요.' },
    ja: { q: 'パスワードを忘れました。{game}に再びログインするには？', a: 'ログイン画面で「パスワードをお忘れの方」を選び、アカウントを入力すると、連携済みのメールアドレスに6桁のコードをお送りします。コードの有効期限は10分です。メールアドレスを連携していない場合は、キャラクター名とサーバーを添えて「アカウント」でお問い合わせください。' },
    'zh-TW': { q: '忘記密碼了，要怎麼重新登入 {game}？', a: '請在登入頁選擇「忘記密碼」並輸入帳號，我們會寄送 6 位數驗證碼到綁定的電子郵件，驗證碼 10 分鐘內有效。若未綁定電子郵件，請以「帳號」類別提出客服單，並附上角色名稱與伺服器。' },
    'zh-CN': { q: '忘记密码了，怎样重新登录 {game}？', a: '请在登录页选择“忘记密码”并输入账号，我们会向绑定的邮箱发送 6 位验证码，验证码 10 分钟内有效。如果没有绑定邮箱，请选择“账号”类别提交工单，并写明角色名和服务器。' },
  }],
  [0, {
    en: { q: 'Can I move my guest progress to an official account?', a: 'Guest progress is kept on this device only. Register an official account from the login page before you change or reset your device, then contact us with your guest character name so we can link it.' },
    ko: { q: '게스트 진행 상황을 정식 계정으로 옮길 수 있나요?', a: '게스트 진행 상황은 현재 기기에만 저장됩니다. 기기를 바꾸거나 초기화하기 전에 로그인 화면에서 정식 계정을 만들고, 게스트 캐릭터명을 적어 문의해 주시면 연동해 드립니다.' },
    ja: { q: 'ゲストのデータを正式アカウントに引き継げますか？', a: 'ゲストのデータはこの端末にのみ保存されます。機種変更や初期化の前にログイン画面から正式アカウントを登録し、ゲストのキャラクター名を添えてお問い合わせください。引き継ぎを行います。' },
    'zh-TW': { q: '訪客進度可以轉移到正式帳號嗎？', a: '訪客進度只保存在目前的裝置上。更換或重置裝置前，請先在登入頁註冊正式帳號，再附上訪客角色名稱聯絡我們，我們會協助綁定。' },
    'zh-CN': { q: '游客进度可以转移到正式账号吗？', a: '游客进度只保存在当前设备上。更换或重置设备前，请先在登录页注册正式账号，再附上游客角色名联系我们，我们会协助绑定。' },
  }],
  [1, {
    en: { q: 'I paid but the items did not arrive in {game}.', a: 'Purchases usually arrive within five minutes. Restart the game first. If they are still missing, use "Self-service repayment" on the support page or file an inquiry under "Payment & recharge" with the receipt (a screenshot is fine).' },
    ko: { q: '결제했는데 {game}에 아이템이 들어오지 않았어요.', a: '구매한 아이템은 보통 5분 안에 지급됩니다. 먼저 게임을 다시 시작해 주세요. 그래도 없다면 고객센터의 "셀프 재결제"를 이용하거나, 영수증(스크린샷 가능)을 첨부해 "결제 및 충전" 유형으로 문의해 주세요.' },
    ja: { q: '決済したのに{game}でアイテムが届きません。', a: '購入したアイテムは通常5分以内に届きます。まずゲームを再起動してください。それでも届かない場合は、サポートページの「セルフ再決済」をご利用いただくか、領収書（スクリーンショット可）を添えて「決済・チャージ」でお問い合わせください。' },
    'zh-TW': { q: '已經付款，但 {game} 裡沒有收到道具。', a: '購買的道具通常會在 5 分鐘內到帳，請先重新啟動遊戲。若仍未收到，請使用客服頁的「自助補單」，或附上收據（截圖即可）以「付款與儲值」類別提出客服單。' },
    'zh-CN': { q: '已经付款，但 {game} 里没有收到道具。', a: '购买的道具通常会在 5 分钟内到账，请先重启游戏。如果仍未收到，请使用客服页的“自助补单”，或附上收据（截图即可）以“支付与充值”类别提交工单。' },
  }],
  [1, {
    en: { q: 'How do I ask for a refund?', a: 'Refunds of unused purchases follow the store you paid through (App Store, Google Play or our web shop). For web shop purchases, file an inquiry under "Payment & recharge" within 7 days with the order number.' },
    ko: { q: '환불은 어떻게 요청하나요?', a: '사용하지 않은 구매 항목의 환불은 결제한 스토어(App Store, Google Play, 웹 상점)의 정책을 따릅니다. 웹 상점 구매는 7일 이내에 주문 번호를 적어 "결제 및 충전" 유형으로 문의해 주세요.' },
    ja: { q: '返金を申請するには？', a: '未使用の購入品の返金は、お支払いに利用したストア（App Store、Google Play、Webショップ）の規定に従います。Webショップでのご購入は、7日以内に注文番号を添えて「決済・チャージ」でお問い合わせください。' },
    'zh-TW': { q: '要如何申請退款？', a: '未使用的購買項目依付款商店（App Store、Google Play 或官方網路商城）的規定辦理退款。官方網路商城的訂單，請於 7 天內附上訂單編號，以「付款與儲值」類別提出客服單。' },
    'zh-CN': { q: '怎样申请退款？', a: '未使用的购买项目按付款商店（App Store、Google Play 或官方网店）的规定办理退款。官方网店的订单，请在 7 天内附上订单号，以“支付与充值”类别提交工单。' },
  }],
  [2, {
    en: { q: '{game} crashes on start. What can I do?', a: 'Make sure the game and your system are up to date and that at least 2 GB of storage is free, then restart the device. If it still crashes, file a "Bug report" with your device model, system version and a screen recording if you can.' },
    ko: { q: '{game}이 실행하자마자 종료돼요. 어떻게 하나요?', a: '게임과 기기 OS를 최신 버전으로 업데이트하고 저장 공간이 2GB 이상 남아 있는지 확인한 뒤 기기를 다시 시작해 주세요. 그래도 종료된다면 기기 모델, OS 버전과 가능하면 화면 녹화를 첨부해 "버그 신고"로 문의해 주세요.' },
    ja: { q: '{game}が起動直後に落ちます。どうすればいいですか？', a: 'ゲームと端末のOSを最新にし、空き容量が2GB以上あることを確認してから端末を再起動してください。それでも落ちる場合は、端末の機種、OSのバージョン、可能であれば画面録画を添えて「不具合の報告」でお問い合わせください。' },
    'zh-TW': { q: '{game} 一啟動就閃退，該怎麼辦？', a: '請將遊戲與系統更新到最新版本，並確認至少有 2 GB 可用空間，然後重新啟動裝置。若仍會閃退，請附上裝置型號、系統版本，可以的話再附上螢幕錄影，以「錯誤回報」提出客服單。' },
    'zh-CN': { q: '{game} 一启动就闪退，怎么办？', a: '请将游戏和系统更新到最新版本，并确认至少有 2 GB 可用空间，然后重启设备。如果仍然闪退，请附上设备型号、系统版本，方便的话再附上录屏，以“问题反馈”提交工单。' },
  }],
  [2, {
    en: { q: 'The game lags during battles.', a: 'Switch to a stable Wi-Fi network, close other apps and lower the graphics quality in Settings. Lag at the same time every day is often a busy server: check the news in the game for maintenance notices.' },
    ko: { q: '전투 중에 렉이 걸려요.', a: '안정적인 Wi-Fi에 연결하고 다른 앱을 종료한 뒤 설정에서 그래픽 품질을 낮춰 보세요. 매일 같은 시간에 렉이 생긴다면 서버 혼잡일 수 있으니 게임 내 공지에서 점검 안내를 확인해 주세요.' },
    ja: { q: 'バトル中に動作が重くなります。', a: '安定したWi-Fiに接続し、ほかのアプリを閉じて、設定で画質を下げてみてください。毎日同じ時間に重くなる場合はサーバーの混雑が考えられます。ゲーム内のお知らせでメンテナンス情報をご確認ください。' },
    'zh-TW': { q: '戰鬥時很卡頓。', a: '請改用穩定的 Wi-Fi，關閉其他應用程式，並在設定中降低畫質。若每天固定時段卡頓，可能是伺服器壅塞，請留意遊戲內公告的維護資訊。' },
    'zh-CN': { q: '战斗时很卡。', a: '请切换到稳定的 Wi-Fi，关闭其他应用，并在设置中降低画质。如果每天固定时段卡顿，可能是服务器繁忙，请留意游戏内公告的维护信息。' },
  }],
];

/** Regions of a game by the brand's area: ids are the game backend's, names per language. */
export const REGIONS: Record<Area, { id: string; names: Names; servers: Names[] }[]> = {
  kr: [
    { id: 'kr-main', names: { en: 'Korea', ko: '한국' }, servers: [{ en: 'Aurora', ko: '오로라' }, { en: 'Borealis', ko: '보레알리스' }, { en: 'Cassiopeia', ko: '카시오페아' }] },
  ],
  jp: [
    { id: 'jp-east', names: { en: 'Japan East', ja: '東日本' }, servers: [{ en: 'Sakura', ja: 'さくら' }, { en: 'Kaede', ja: 'かえで' }] },
    { id: 'jp-west', names: { en: 'Japan West', ja: '西日本' }, servers: [{ en: 'Tsubaki', ja: 'つばき' }, { en: 'Ayame', ja: 'あやめ' }] },
  ],
  twhk: [
    { id: 'tw', names: { en: 'Taiwan', 'zh-TW': '台灣' }, servers: [{ en: 'Jade Dragon', 'zh-TW': '玉龍' }, { en: 'Azure Phoenix', 'zh-TW': '青鳳' }] },
    { id: 'hk', names: { en: 'Hong Kong & Macau', 'zh-TW': '港澳' }, servers: [{ en: 'Victoria', 'zh-TW': '維港' }] },
  ],
  vn: [{ id: 'vn', names: { en: 'Vietnam', vi: 'Việt Nam' }, servers: [{ en: 'Lotus', vi: 'Sen Hồng' }, { en: 'Bamboo', vi: 'Tre Xanh' }] }],
  sea: [
    { id: 'sea-sg', names: { en: 'Singapore & Malaysia', 'zh-CN': '新马', 'zh-TW': '新馬', id: 'Singapura & Malaysia', th: 'สิงคโปร์และมาเลเซีย', vi: 'Singapore & Malaysia' }, servers: [{ en: 'Merlion', 'zh-CN': '鱼尾狮', 'zh-TW': '魚尾獅' }, { en: 'Orchid', 'zh-CN': '胡姬花', 'zh-TW': '胡姬花' }] },
    { id: 'sea-th', names: { en: 'Thailand', th: 'ประเทศไทย', 'zh-CN': '泰国', 'zh-TW': '泰國' }, servers: [{ en: 'Siam', th: 'สยาม' }] },
    { id: 'sea-id', names: { en: 'Indonesia', id: 'Indonesia', 'zh-CN': '印度尼西亚', 'zh-TW': '印尼' }, servers: [{ en: 'Garuda', id: 'Garuda' }] },
  ],
  eru: [
    { id: 'eu', names: { en: 'Europe', de: 'Europa', fr: 'Europe', es: 'Europa', it: 'Europa', pt: 'Europa', ru: 'Европа', tr: 'Avrupa', ar: 'أوروبا', 'zh-CN': '欧洲' }, servers: [{ en: 'Avalon' }, { en: 'Valhalla' }] },
    { id: 'me', names: { en: 'Middle East', ar: 'الشرق الأوسط', tr: 'Orta Doğu', 'zh-CN': '中东' }, servers: [{ en: 'Petra', ar: 'البتراء' }] },
  ],
};

/** Characters of the demo accounts on the first server of each game's first region. */
export const DEMO_ROLES: Record<string, { name: string; level: number }[]> = {
  player01: [
    { name: 'Mina', level: 58 },
    { name: 'MinaAlt', level: 12 },
  ],
  player02: [{ name: 'Kenji', level: 33 }],
};
