// Demo support data: inquiry categories, FAQ types and FAQs (every language, since a brand may
// offer any of them), and the built-in game directory: regions and servers (the languages of the
// game's area) and the demo accounts' characters. `{game}` in a FAQ is replaced by the game's name.
import type { Area, Language } from '@guildhall/contract/areas';

type Names = Partial<Record<Language, string>> & { en: string };

export const INQUIRY_CATEGORIES: Names[] = [
  { en: 'Account', ko: '계정', ja: 'アカウント', 'zh-TW': '帳號', 'zh-CN': '账号', id: 'Akun', th: 'บัญชี', vi: 'Tài khoản', de: 'Konto', es: 'Cuenta', fr: 'Compte', pt: 'Conta', ru: 'Аккаунт', tr: 'Hesap', it: 'Account', ar: 'الحساب' },
  { en: 'Payment & recharge', ko: '결제 및 충전', ja: '決済・チャージ', 'zh-TW': '付款與儲值', 'zh-CN': '支付与充值', id: 'Pembayaran & isi ulang', th: 'การชำระเงินและเติมเงิน', vi: 'Thanh toán & nạp tiền', de: 'Zahlung & Aufladen', es: 'Pagos y recargas', fr: 'Paiement et recharge', pt: 'Pagamentos e recargas', ru: 'Оплата и пополнение', tr: 'Ödeme ve yükleme', it: 'Pagamenti e ricariche', ar: 'الدفع وشحن الرصيد' },
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
/**
 * [faq type index, texts by language]. Every FAQ exists in every language; names in quotes are the
 * player site's own labels (packages/locales/player) and the categories above, word for word, so a
 * player can find what the answer points at.
 */
export const FAQS: [number, Record<Language, FaqText>][] = [
  [0, {
    en: { q: 'I forgot my password. How do I get back into {game}?', a: 'On the login page choose "Forgot password?", enter your account and we will email a six-digit code to the address bound to it. The code is valid for 10 minutes. If no email is bound, file an inquiry under "Account" with your character name and server.' },
    ko: { q: '비밀번호를 잊어버렸어요. {game}에 어떻게 다시 접속하나요?', a: '로그인 화면에서 "비밀번호를 잊으셨나요?"를 선택하고 계정을 입력하면 연동된 이메일로 6자리 인증번호를 보내 드립니다. 인증번호는 10분간 유효합니다. 연동된 이메일이 없다면 "계정" 유형으로 캐릭터명과 서버를 적어 문의해 주세요.' },
    ja: { q: 'パスワードを忘れました。{game}に再びログインするには？', a: 'ログイン画面で「パスワードをお忘れですか？」を選び、アカウントを入力すると、連携済みのメールアドレスに6桁のコードをお送りします。コードの有効期限は10分です。メールアドレスを連携していない場合は、キャラクター名とサーバーを添えて「アカウント」でお問い合わせください。' },
    'zh-TW': { q: '忘記密碼了，要怎麼重新登入 {game}？', a: '請在登入頁選擇「忘記密碼？」並輸入帳號，我們會寄送 6 位數驗證碼到綁定的電子郵件，驗證碼 10 分鐘內有效。若未綁定電子郵件，請以「帳號」類別提出客服單，並附上角色名稱與伺服器。' },
    'zh-CN': { q: '忘记密码了，怎样重新登录 {game}？', a: '请在登录页选择“忘记密码？”并输入账号，我们会向绑定的邮箱发送 6 位验证码，验证码 10 分钟内有效。如果没有绑定邮箱，请选择“账号”类别提交工单，并写明角色名和服务器。' },
    id: { q: 'Saya lupa kata sandi. Bagaimana cara masuk kembali ke {game}?', a: 'Di halaman masuk, pilih "Lupa kata sandi?", lalu masukkan akun Anda. Kami akan mengirimkan kode enam digit ke email yang terhubung dengan akun tersebut. Kode berlaku selama 10 menit. Jika akun Anda belum terhubung ke email, kirim pertanyaan dengan kategori "Akun" dan sertakan nama karakter serta server Anda.' },
    th: { q: 'ลืมรหัสผ่าน จะกลับเข้าสู่ {game} ได้อย่างไร', a: 'ที่หน้าเข้าสู่ระบบ ให้เลือก "ลืมรหัสผ่าน?" แล้วกรอกบัญชีของคุณ เราจะส่งรหัส 6 หลักไปยังอีเมลที่ผูกไว้กับบัญชีนั้น รหัสมีอายุ 10 นาที หากบัญชียังไม่ได้ผูกอีเมล โปรดส่งเรื่องสอบถามในหมวด "บัญชี" พร้อมระบุชื่อตัวละครและเซิร์ฟเวอร์ของคุณ' },
    vi: { q: 'Tôi quên mật khẩu. Làm sao để vào lại {game}?', a: 'Tại trang đăng nhập, chọn "Quên mật khẩu?" rồi nhập tài khoản, chúng tôi sẽ gửi mã gồm 6 chữ số đến email đã liên kết với tài khoản đó. Mã có hiệu lực trong 10 phút. Nếu tài khoản chưa liên kết email, hãy gửi yêu cầu hỗ trợ thuộc mục "Tài khoản" kèm tên nhân vật và máy chủ của bạn.' },
    de: { q: 'Ich habe mein Passwort vergessen. Wie komme ich wieder in {game}?', a: 'Wähle auf der Anmeldeseite „Passwort vergessen?“ und gib dein Konto ein. Wir schicken dann einen sechsstelligen Code an die E-Mail-Adresse, die mit dem Konto verknüpft ist. Der Code ist 10 Minuten lang gültig. Ist keine E-Mail-Adresse verknüpft, sende eine Anfrage in der Kategorie „Konto“ mit deinem Charakternamen und deinem Server.' },
    es: { q: 'He olvidado mi contraseña. ¿Cómo vuelvo a entrar en {game}?', a: 'En la página de inicio de sesión, elige «¿Has olvidado la contraseña?» e introduce tu cuenta: te enviaremos un código de seis dígitos al correo vinculado a ella. El código es válido durante 10 minutos. Si no tienes ningún correo vinculado, envía una consulta en la categoría «Cuenta» indicando el nombre de tu personaje y tu servidor.' },
    fr: { q: 'J’ai oublié mon mot de passe. Comment revenir dans {game} ?', a: 'Sur la page de connexion, choisissez « Mot de passe oublié ? » et saisissez votre identifiant : nous enverrons un code à six chiffres à l’adresse e-mail associée au compte. Le code est valable 10 minutes. Si aucune adresse e-mail n’est associée, envoyez une demande dans la catégorie « Compte » en indiquant le nom de votre personnage et votre serveur.' },
    pt: { q: 'Esqueci minha senha. Como volto a entrar em {game}?', a: 'Na página de login, escolha "Esqueceu a senha?" e informe sua conta: enviaremos um código de seis dígitos para o e-mail vinculado a ela. O código é válido por 10 minutos. Se não houver e-mail vinculado, envie uma solicitação na categoria "Conta" com o nome do seu personagem e o servidor.' },
    ru: { q: 'Не помню пароль. Как снова войти в {game}?', a: 'На странице входа нажмите «Забыли пароль?» и укажите свой аккаунт — мы отправим шестизначный код на привязанную к нему почту. Код действует 10 минут. Если почта не привязана, создайте обращение в категории «Аккаунт», указав имя персонажа и сервер.' },
    tr: { q: 'Şifremi unuttum. {game} oyununa nasıl yeniden girebilirim?', a: 'Giriş sayfasında "Şifrenizi mi unuttunuz?" seçeneğine dokunun ve hesabınızı girin; hesaba bağlı e-posta adresine altı haneli bir kod göndereceğiz. Kod 10 dakika geçerlidir. Hesabınıza bağlı bir e-posta yoksa karakter adınızı ve sunucunuzu belirterek "Hesap" kategorisinde bir talep gönderin.' },
    it: { q: 'Ho dimenticato la password. Come posso rientrare in {game}?', a: 'Nella pagina di accesso scegli «Password dimenticata?» e inserisci il tuo account: ti invieremo un codice di sei cifre all’indirizzo email collegato. Il codice è valido per 10 minuti. Se non hai collegato un’email, invia una richiesta nella categoria «Account» indicando il nome del personaggio e il server.' },
    ar: { q: 'نسيت كلمة المرور. كيف أعود إلى {game}؟', a: 'في صفحة تسجيل الدخول، اختر «نسيت كلمة المرور؟» وأدخل حسابك، وسنرسل رمزًا من ستة أرقام إلى البريد الإلكتروني المرتبط به. يظل الرمز صالحًا لمدة 10 دقائق. إذا لم يكن بحسابك بريد إلكتروني مرتبط، فأرسل استفسارًا ضمن فئة «الحساب» مع ذكر اسم شخصيتك والخادم.' },
  }],
  [0, {
    en: { q: 'Can I move my guest progress to an official account?', a: 'Guest progress is kept on this device only. Register an official account from the login page before you change or reset your device, then contact us with your guest character name so we can link it.' },
    ko: { q: '게스트 진행 상황을 정식 계정으로 옮길 수 있나요?', a: '게스트 진행 상황은 현재 기기에만 저장됩니다. 기기를 바꾸거나 초기화하기 전에 로그인 화면에서 정식 계정을 만들고, 게스트 캐릭터명을 적어 문의해 주시면 연동해 드립니다.' },
    ja: { q: 'ゲストのデータを正式アカウントに引き継げますか？', a: 'ゲストのデータはこの端末にのみ保存されます。機種変更や初期化の前にログイン画面から正式アカウントを登録し、ゲストのキャラクター名を添えてお問い合わせください。引き継ぎを行います。' },
    'zh-TW': { q: '訪客進度可以轉移到正式帳號嗎？', a: '訪客進度只保存在目前的裝置上。更換或重置裝置前，請先在登入頁註冊正式帳號，再附上訪客角色名稱聯絡我們，我們會協助綁定。' },
    'zh-CN': { q: '游客进度可以转移到正式账号吗？', a: '游客进度只保存在当前设备上。更换或重置设备前，请先在登录页注册正式账号，再附上游客角色名联系我们，我们会协助绑定。' },
    id: { q: 'Bisakah progres tamu saya dipindahkan ke akun resmi?', a: 'Progres tamu hanya tersimpan di perangkat ini. Daftarkan akun resmi melalui halaman masuk sebelum Anda mengganti atau mereset perangkat, lalu hubungi kami dengan menyertakan nama karakter tamu Anda agar kami dapat menautkannya.' },
    th: { q: 'ย้ายความคืบหน้าของบัญชีผู้เยี่ยมชมไปยังบัญชีทางการได้ไหม', a: 'ความคืบหน้าของผู้เยี่ยมชมจะบันทึกไว้ในอุปกรณ์นี้เท่านั้น โปรดสมัครบัญชีทางการจากหน้าเข้าสู่ระบบก่อนเปลี่ยนหรือรีเซ็ตอุปกรณ์ จากนั้นติดต่อเราพร้อมแจ้งชื่อตัวละครของบัญชีผู้เยี่ยมชม เพื่อให้เราเชื่อมโยงให้' },
    vi: { q: 'Tôi có thể chuyển tiến trình chơi bằng tài khoản khách sang tài khoản chính thức không?', a: 'Tiến trình của tài khoản khách chỉ được lưu trên thiết bị này. Trước khi đổi thiết bị hoặc khôi phục cài đặt gốc, hãy đăng ký tài khoản chính thức tại trang đăng nhập, sau đó liên hệ với chúng tôi kèm tên nhân vật khách để chúng tôi liên kết giúp bạn.' },
    de: { q: 'Kann ich meinen Spielstand als Gast auf ein offizielles Konto übertragen?', a: 'Dein Spielstand als Gast wird nur auf diesem Gerät gespeichert. Erstelle auf der Anmeldeseite ein offizielles Konto, bevor du dein Gerät wechselst oder zurücksetzt, und schreib uns dann mit dem Namen deines Gast-Charakters, damit wir ihn verknüpfen können.' },
    es: { q: '¿Puedo pasar mi progreso como invitado a una cuenta oficial?', a: 'El progreso como invitado solo se guarda en este dispositivo. Antes de cambiar o restablecer el dispositivo, crea una cuenta oficial desde la página de inicio de sesión y luego escríbenos con el nombre de tu personaje de invitado para que podamos vincularlo.' },
    fr: { q: 'Puis-je transférer ma progression d’invité vers un compte officiel ?', a: 'La progression d’un invité est conservée uniquement sur cet appareil. Avant de changer d’appareil ou de le réinitialiser, créez un compte officiel depuis la page de connexion, puis contactez-nous en indiquant le nom de votre personnage invité afin que nous puissions l’associer.' },
    pt: { q: 'Posso transferir meu progresso de convidado para uma conta oficial?', a: 'O progresso de convidado fica salvo apenas neste dispositivo. Antes de trocar ou redefinir o dispositivo, crie uma conta oficial na página de login e depois entre em contato conosco informando o nome do seu personagem de convidado para que possamos vinculá-lo.' },
    ru: { q: 'Можно ли перенести прогресс гостя на официальный аккаунт?', a: 'Прогресс гостя хранится только на этом устройстве. Прежде чем менять устройство или сбрасывать его настройки, зарегистрируйте официальный аккаунт на странице входа, а затем напишите нам, указав имя гостевого персонажа, — мы привяжем его.' },
    tr: { q: 'Misafir olarak kaydettiğim ilerlemeyi resmî bir hesaba taşıyabilir miyim?', a: 'Misafir ilerlemesi yalnızca bu cihazda saklanır. Cihazınızı değiştirmeden veya sıfırlamadan önce giriş sayfasından resmî bir hesap oluşturun, ardından misafir karakterinizin adını belirterek bizimle iletişime geçin; ilerlemenizi hesabınıza bağlayalım.' },
    it: { q: 'Posso trasferire i progressi da ospite su un account ufficiale?', a: 'I progressi da ospite sono salvati solo su questo dispositivo. Prima di cambiare o ripristinare il dispositivo, crea un account ufficiale dalla pagina di accesso, poi contattaci indicando il nome del tuo personaggio ospite così potremo collegarlo.' },
    ar: { q: 'هل يمكنني نقل تقدّمي كضيف إلى حساب رسمي؟', a: 'يُحفظ تقدّم الضيف على هذا الجهاز فقط. سجّل حسابًا رسميًا من صفحة تسجيل الدخول قبل تغيير جهازك أو إعادة ضبطه، ثم تواصل معنا مع ذكر اسم شخصيتك كضيف لنتمكّن من ربطها بحسابك.' },
  }],
  [1, {
    en: { q: 'I paid but the items did not arrive in {game}.', a: 'Purchases usually arrive within five minutes. Restart the game first. If they are still missing, use "Self-service repayment" on the support page or file an inquiry under "Payment & recharge" with the receipt (a screenshot is fine).' },
    ko: { q: '결제했는데 {game}에 아이템이 들어오지 않았어요.', a: '구매한 아이템은 보통 5분 안에 지급됩니다. 먼저 게임을 다시 시작해 주세요. 그래도 없다면 고객센터의 "셀프 재결제"를 이용하거나, 영수증(스크린샷 가능)을 첨부해 "결제 및 충전" 유형으로 문의해 주세요.' },
    ja: { q: '決済したのに{game}でアイテムが届きません。', a: '購入したアイテムは通常5分以内に届きます。まずゲームを再起動してください。それでも届かない場合は、サポートページの「セルフ再決済」をご利用いただくか、領収書（スクリーンショット可）を添えて「決済・チャージ」でお問い合わせください。' },
    'zh-TW': { q: '已經付款，但 {game} 裡沒有收到道具。', a: '購買的道具通常會在 5 分鐘內到帳，請先重新啟動遊戲。若仍未收到，請使用客服頁的「自助補單」，或附上收據（截圖即可）以「付款與儲值」類別提出客服單。' },
    'zh-CN': { q: '已经付款，但 {game} 里没有收到道具。', a: '购买的道具通常会在 5 分钟内到账，请先重启游戏。如果仍未收到，请使用客服页的“自助补单”，或附上收据（截图即可）以“支付与充值”类别提交工单。' },
    id: { q: 'Saya sudah membayar, tetapi item belum masuk ke {game}.', a: 'Pembelian biasanya masuk dalam lima menit. Mulai ulang game terlebih dahulu. Jika item masih belum ada, gunakan "Pembayaran ulang mandiri" di Pusat bantuan atau kirim pertanyaan dengan kategori "Pembayaran & isi ulang" dan lampirkan bukti pembayaran (tangkapan layar pun boleh).' },
    th: { q: 'ชำระเงินแล้วแต่ไอเทมยังไม่เข้า {game}', a: 'โดยปกติไอเทมที่ซื้อจะเข้าภายในห้านาที โปรดรีสตาร์ทเกมก่อน หากยังไม่ได้รับ ให้ใช้ "ชำระเงินใหม่ด้วยตนเอง" ในศูนย์บริการลูกค้า หรือส่งเรื่องสอบถามในหมวด "การชำระเงินและเติมเงิน" พร้อมแนบใบเสร็จ (ภาพหน้าจอก็ได้)' },
    vi: { q: 'Tôi đã thanh toán nhưng chưa nhận được vật phẩm trong {game}.', a: 'Vật phẩm đã mua thường được chuyển đến trong vòng năm phút. Trước tiên, hãy khởi động lại trò chơi. Nếu vẫn chưa nhận được, hãy dùng "Tự thanh toán lại" trong Trung tâm hỗ trợ hoặc gửi yêu cầu hỗ trợ thuộc mục "Thanh toán & nạp tiền" kèm biên lai (ảnh chụp màn hình cũng được).' },
    de: { q: 'Ich habe bezahlt, aber die Gegenstände sind in {game} nicht angekommen.', a: 'Käufe kommen normalerweise innerhalb von fünf Minuten an. Starte zuerst das Spiel neu. Fehlen sie dann immer noch, nutze „Zahlung nachholen“ im Kundenservice oder sende eine Anfrage in der Kategorie „Zahlung & Aufladen“ mit dem Beleg (ein Screenshot genügt).' },
    es: { q: 'He pagado, pero los objetos no han llegado a {game}.', a: 'Las compras suelen llegar en menos de cinco minutos. Primero, reinicia el juego. Si siguen sin aparecer, usa «Reintentar pago» en Atención al cliente o envía una consulta en la categoría «Pagos y recargas» con el recibo (basta con una captura de pantalla).' },
    fr: { q: 'J’ai payé, mais les objets ne sont pas arrivés dans {game}.', a: 'Les achats arrivent généralement en moins de cinq minutes. Redémarrez d’abord le jeu. S’ils manquent toujours, utilisez « Relancer un paiement » dans le Service client ou envoyez une demande dans la catégorie « Paiement et recharge » avec le reçu (une capture d’écran suffit).' },
    pt: { q: 'Paguei, mas os itens não chegaram em {game}.', a: 'As compras costumam chegar em até cinco minutos. Primeiro, reinicie o jogo. Se os itens ainda não tiverem chegado, use "Refazer pagamento" na Central de atendimento ou envie uma solicitação na categoria "Pagamentos e recargas" com o comprovante (pode ser uma captura de tela).' },
    ru: { q: 'Оплата прошла, но предметы в {game} не появились.', a: 'Покупки обычно поступают в течение пяти минут. Сначала перезапустите игру. Если предметов по-прежнему нет, воспользуйтесь функцией «Повторная оплата» в Службе поддержки или создайте обращение в категории «Оплата и пополнение», приложив чек (подойдёт скриншот).' },
    tr: { q: 'Ödeme yaptım ama eşyalar {game} oyununa gelmedi.', a: 'Satın alınan ürünler genellikle beş dakika içinde gelir. Önce oyunu yeniden başlatın. Hâlâ gelmediyse Destek merkezindeki "Ödemeyi yeniden yap" seçeneğini kullanın ya da makbuzu (ekran görüntüsü de olur) ekleyerek "Ödeme ve yükleme" kategorisinde bir talep gönderin.' },
    it: { q: 'Ho pagato, ma gli oggetti non sono arrivati in {game}.', a: 'Gli acquisti arrivano di solito entro cinque minuti. Per prima cosa riavvia il gioco. Se mancano ancora, usa «Ripeti il pagamento» nel Centro assistenza oppure invia una richiesta nella categoria «Pagamenti e ricariche» allegando la ricevuta (va bene anche uno screenshot).' },
    ar: { q: 'دفعت ولكن العناصر لم تصل إلى {game}.', a: 'تصل المشتريات عادةً خلال خمس دقائق. أعد تشغيل اللعبة أولًا. إذا ظلّت العناصر غير موجودة، فاستخدم «إعادة الدفع ذاتيًا» في مركز الدعم أو أرسل استفسارًا ضمن فئة «الدفع وشحن الرصيد» مع إرفاق الإيصال (تكفي لقطة شاشة).' },
  }],
  [1, {
    en: { q: 'How do I ask for a refund?', a: 'Refunds of unused purchases follow the store you paid through (App Store, Google Play or our web shop). For web shop purchases, file an inquiry under "Payment & recharge" within 7 days with the order number.' },
    ko: { q: '환불은 어떻게 요청하나요?', a: '사용하지 않은 구매 항목의 환불은 결제한 스토어(App Store, Google Play, 웹 상점)의 정책을 따릅니다. 웹 상점 구매는 7일 이내에 주문 번호를 적어 "결제 및 충전" 유형으로 문의해 주세요.' },
    ja: { q: '返金を申請するには？', a: '未使用の購入品の返金は、お支払いに利用したストア（App Store、Google Play、Webショップ）の規定に従います。Webショップでのご購入は、7日以内に注文番号を添えて「決済・チャージ」でお問い合わせください。' },
    'zh-TW': { q: '要如何申請退款？', a: '未使用的購買項目依付款商店（App Store、Google Play 或官方網路商城）的規定辦理退款。官方網路商城的訂單，請於 7 天內附上訂單編號，以「付款與儲值」類別提出客服單。' },
    'zh-CN': { q: '怎样申请退款？', a: '未使用的购买项目按付款商店（App Store、Google Play 或官方网店）的规定办理退款。官方网店的订单，请在 7 天内附上订单号，以“支付与充值”类别提交工单。' },
    id: { q: 'Bagaimana cara meminta pengembalian dana?', a: 'Pengembalian dana untuk pembelian yang belum digunakan mengikuti ketentuan toko tempat Anda membayar (App Store, Google Play, atau toko web kami). Untuk pembelian di toko web, kirim pertanyaan dengan kategori "Pembayaran & isi ulang" dalam 7 hari dan sertakan nomor pesanan.' },
    th: { q: 'ขอคืนเงินได้อย่างไร', a: 'การคืนเงินสำหรับรายการที่ซื้อแต่ยังไม่ได้ใช้จะเป็นไปตามนโยบายของร้านค้าที่คุณชำระเงิน (App Store, Google Play หรือเว็บช็อปของเรา) สำหรับการซื้อผ่านเว็บช็อป โปรดส่งเรื่องสอบถามในหมวด "การชำระเงินและเติมเงิน" ภายใน 7 วัน พร้อมระบุหมายเลขคำสั่งซื้อ' },
    vi: { q: 'Làm thế nào để yêu cầu hoàn tiền?', a: 'Việc hoàn tiền cho các giao dịch mua chưa sử dụng tuân theo quy định của cửa hàng nơi bạn thanh toán (App Store, Google Play hoặc cửa hàng web của chúng tôi). Với giao dịch mua tại cửa hàng web, hãy gửi yêu cầu hỗ trợ thuộc mục "Thanh toán & nạp tiền" trong vòng 7 ngày kèm mã đơn hàng.' },
    de: { q: 'Wie beantrage ich eine Rückerstattung?', a: 'Rückerstattungen für nicht genutzte Käufe richten sich nach den Regeln des Stores, über den du bezahlt hast (App Store, Google Play oder unser Webshop). Bei Käufen im Webshop sende innerhalb von 7 Tagen eine Anfrage in der Kategorie „Zahlung & Aufladen“ mit der Bestellnummer.' },
    es: { q: '¿Cómo solicito un reembolso?', a: 'El reembolso de las compras no utilizadas se rige por las normas de la tienda en la que pagaste (App Store, Google Play o nuestra tienda web). Para compras en la tienda web, envía una consulta en la categoría «Pagos y recargas» en un plazo de 7 días indicando el número de pedido.' },
    fr: { q: 'Comment demander un remboursement ?', a: 'Le remboursement des achats non utilisés suit les règles de la boutique par laquelle vous avez payé (App Store, Google Play ou notre boutique en ligne). Pour un achat dans notre boutique en ligne, envoyez une demande dans la catégorie « Paiement et recharge » dans un délai de 7 jours en indiquant le numéro de commande.' },
    pt: { q: 'Como peço um reembolso?', a: 'O reembolso de compras não utilizadas segue as regras da loja em que você pagou (App Store, Google Play ou nossa loja on-line). Para compras na loja on-line, envie uma solicitação na categoria "Pagamentos e recargas" em até 7 dias, informando o número do pedido.' },
    ru: { q: 'Как запросить возврат средств?', a: 'Возврат средств за неиспользованные покупки осуществляется по правилам магазина, через который вы платили (App Store, Google Play или наш веб-магазин). Если покупка сделана в веб-магазине, создайте обращение в категории «Оплата и пополнение» в течение 7 дней и укажите номер заказа.' },
    tr: { q: 'Nasıl para iadesi talep edebilirim?', a: 'Kullanılmamış satın alımların iadesi, ödemeyi yaptığınız mağazanın (App Store, Google Play veya web mağazamız) kurallarına tabidir. Web mağazamızdan yapılan satın alımlar için 7 gün içinde sipariş numarasını belirterek "Ödeme ve yükleme" kategorisinde bir talep gönderin.' },
    it: { q: 'Come posso chiedere un rimborso?', a: 'I rimborsi degli acquisti non utilizzati seguono le regole dello store tramite cui hai pagato (App Store, Google Play o il nostro negozio online). Per gli acquisti nel negozio online, invia una richiesta nella categoria «Pagamenti e ricariche» entro 7 giorni indicando il numero dell’ordine.' },
    ar: { q: 'كيف أطلب استرداد المبلغ؟', a: 'يخضع استرداد المبالغ عن المشتريات غير المستخدمة لسياسة المتجر الذي دفعت من خلاله (App Store أو Google Play أو متجرنا الإلكتروني). أما المشتريات من متجرنا الإلكتروني، فأرسل استفسارًا ضمن فئة «الدفع وشحن الرصيد» خلال 7 أيام مع ذكر رقم الطلب.' },
  }],
  [2, {
    en: { q: '{game} crashes on start. What can I do?', a: 'Make sure the game and your system are up to date and that at least 2 GB of storage is free, then restart the device. If it still crashes, file a "Bug report" with your device model, system version and a screen recording if you can.' },
    ko: { q: '{game} 실행 직후에 게임이 종료돼요. 어떻게 하나요?', a: '게임과 기기 OS를 최신 버전으로 업데이트하고 저장 공간이 2GB 이상 남아 있는지 확인한 뒤 기기를 다시 시작해 주세요. 그래도 종료된다면 기기 모델, OS 버전과 가능하면 화면 녹화를 첨부해 "버그 신고"로 문의해 주세요.' },
    ja: { q: '{game}が起動直後に落ちます。どうすればいいですか？', a: 'ゲームと端末のOSを最新にし、空き容量が2GB以上あることを確認してから端末を再起動してください。それでも落ちる場合は、端末の機種、OSのバージョン、可能であれば画面録画を添えて「不具合の報告」でお問い合わせください。' },
    'zh-TW': { q: '{game} 一啟動就閃退，該怎麼辦？', a: '請將遊戲與系統更新到最新版本，並確認至少有 2 GB 可用空間，然後重新啟動裝置。若仍會閃退，請附上裝置型號、系統版本，可以的話再附上螢幕錄影，以「錯誤回報」提出客服單。' },
    'zh-CN': { q: '{game} 一启动就闪退，怎么办？', a: '请将游戏和系统更新到最新版本，并确认至少有 2 GB 可用空间，然后重启设备。如果仍然闪退，请附上设备型号、系统版本，方便的话再附上录屏，以“问题反馈”提交工单。' },
    id: { q: '{game} langsung keluar saat dibuka. Apa yang harus saya lakukan?', a: 'Pastikan game dan sistem perangkat Anda sudah diperbarui ke versi terbaru dan ruang penyimpanan yang tersisa minimal 2 GB, lalu mulai ulang perangkat. Jika game masih keluar sendiri, kirim pertanyaan dengan kategori "Laporan bug" dan sertakan model perangkat, versi sistem, serta rekaman layar bila memungkinkan.' },
    th: { q: '{game} เด้งออกทันทีที่เปิด ควรทำอย่างไร', a: 'ตรวจสอบว่าเกมและระบบปฏิบัติการของคุณเป็นเวอร์ชันล่าสุด และมีพื้นที่ว่างอย่างน้อย 2 GB จากนั้นรีสตาร์ทอุปกรณ์ หากยังเด้งออกอยู่ โปรดส่งเรื่องในหมวด "แจ้งข้อผิดพลาด" พร้อมระบุรุ่นอุปกรณ์ เวอร์ชันระบบ และแนบคลิปบันทึกหน้าจอหากทำได้' },
    vi: { q: '{game} bị văng ngay khi khởi động. Tôi phải làm gì?', a: 'Hãy đảm bảo trò chơi và hệ điều hành đã được cập nhật lên phiên bản mới nhất và thiết bị còn trống ít nhất 2 GB bộ nhớ, sau đó khởi động lại thiết bị. Nếu vẫn bị văng, hãy gửi yêu cầu hỗ trợ thuộc mục "Báo lỗi" kèm mẫu thiết bị, phiên bản hệ điều hành và video quay màn hình nếu có thể.' },
    de: { q: '{game} stürzt beim Start ab. Was kann ich tun?', a: 'Sorge dafür, dass das Spiel und dein Betriebssystem auf dem neuesten Stand sind und mindestens 2 GB Speicher frei sind, und starte dann das Gerät neu. Stürzt das Spiel weiterhin ab, sende eine Anfrage in der Kategorie „Fehlermeldung“ mit Gerätemodell, Systemversion und, wenn möglich, einer Bildschirmaufnahme.' },
    es: { q: '{game} se cierra al iniciarse. ¿Qué puedo hacer?', a: 'Asegúrate de que el juego y el sistema estén actualizados y de que tengas al menos 2 GB de almacenamiento libre; después, reinicia el dispositivo. Si sigue cerrándose, envía una consulta en la categoría «Informe de error» con el modelo del dispositivo, la versión del sistema y, si puedes, una grabación de pantalla.' },
    fr: { q: '{game} plante au démarrage. Que faire ?', a: 'Vérifiez que le jeu et votre système sont à jour et qu’au moins 2 Go d’espace de stockage sont libres, puis redémarrez l’appareil. Si le jeu plante toujours, envoyez une demande dans la catégorie « Signaler un bug » en indiquant le modèle de l’appareil, la version du système et, si possible, un enregistrement d’écran.' },
    pt: { q: '{game} fecha ao iniciar. O que posso fazer?', a: 'Verifique se o jogo e o sistema estão atualizados e se há pelo menos 2 GB de armazenamento livre; depois, reinicie o dispositivo. Se o problema continuar, envie uma solicitação na categoria "Relatar um erro" com o modelo do dispositivo, a versão do sistema e, se possível, uma gravação de tela.' },
    ru: { q: '{game} вылетает при запуске. Что делать?', a: 'Убедитесь, что игра и система обновлены до последней версии, а на устройстве свободно не менее 2 ГБ, затем перезагрузите устройство. Если игра по-прежнему вылетает, создайте обращение в категории «Сообщение об ошибке», указав модель устройства и версию системы, и по возможности приложите запись экрана.' },
    tr: { q: '{game} açılırken çöküyor. Ne yapabilirim?', a: 'Oyunun ve sisteminizin güncel olduğundan ve en az 2 GB boş depolama alanı bulunduğundan emin olun, ardından cihazı yeniden başlatın. Oyun hâlâ çöküyorsa cihaz modelinizi, sistem sürümünüzü ve mümkünse bir ekran kaydını ekleyerek "Hata bildirimi" kategorisinde bir talep gönderin.' },
    it: { q: '{game} si chiude all’avvio. Cosa posso fare?', a: 'Assicurati che il gioco e il sistema siano aggiornati e che ci siano almeno 2 GB di spazio libero, poi riavvia il dispositivo. Se il gioco continua a chiudersi, invia una richiesta nella categoria «Segnalazione bug» indicando il modello del dispositivo, la versione del sistema e, se puoi, una registrazione dello schermo.' },
    ar: { q: 'تتعطّل لعبة {game} عند التشغيل. ماذا يمكنني أن أفعل؟', a: 'تأكّد من تحديث اللعبة ونظام جهازك إلى أحدث إصدار ومن توفّر مساحة تخزين فارغة لا تقل عن 2 غيغابايت، ثم أعد تشغيل الجهاز. إذا استمر تعطّل اللعبة، فأرسل استفسارًا ضمن فئة «الإبلاغ عن خلل» مع ذكر طراز الجهاز وإصدار النظام، وأرفق تسجيلًا للشاشة إن أمكن.' },
  }],
  [2, {
    en: { q: 'The game lags during battles.', a: 'Switch to a stable Wi-Fi network, close other apps and lower the graphics quality in Settings. Lag at the same time every day is often a busy server: check the news in the game for maintenance notices.' },
    ko: { q: '전투 중에 렉이 걸려요.', a: '안정적인 Wi-Fi에 연결하고 다른 앱을 종료한 뒤 설정에서 그래픽 품질을 낮춰 보세요. 매일 같은 시간에 렉이 생긴다면 서버 혼잡일 수 있으니 게임 내 공지에서 점검 안내를 확인해 주세요.' },
    ja: { q: 'バトル中に動作が重くなります。', a: '安定したWi-Fiに接続し、ほかのアプリを閉じて、設定で画質を下げてみてください。毎日同じ時間に重くなる場合はサーバーの混雑が考えられます。ゲーム内のお知らせでメンテナンス情報をご確認ください。' },
    'zh-TW': { q: '戰鬥時很卡頓。', a: '請改用穩定的 Wi-Fi，關閉其他應用程式，並在設定中降低畫質。若每天固定時段卡頓，可能是伺服器壅塞，請留意遊戲內公告的維護資訊。' },
    'zh-CN': { q: '战斗时很卡。', a: '请切换到稳定的 Wi-Fi，关闭其他应用，并在设置中降低画质。如果每天固定时段卡顿，可能是服务器繁忙，请留意游戏内公告的维护信息。' },
    id: { q: 'Game terasa lag saat pertempuran.', a: 'Beralihlah ke jaringan Wi-Fi yang stabil, tutup aplikasi lain, dan turunkan kualitas grafis di Pengaturan. Lag yang muncul pada jam yang sama setiap hari biasanya disebabkan server yang sedang padat: periksa berita di dalam game untuk pengumuman pemeliharaan.' },
    th: { q: 'เกมกระตุกระหว่างการต่อสู้', a: 'ลองเปลี่ยนไปใช้ Wi-Fi ที่เสถียร ปิดแอปอื่น ๆ และลดคุณภาพกราฟิกในการตั้งค่า หากกระตุกในช่วงเวลาเดียวกันทุกวัน มักเกิดจากเซิร์ฟเวอร์มีผู้เล่นหนาแน่น โปรดตรวจสอบประกาศปิดปรับปรุงในข่าวสารภายในเกม' },
    vi: { q: 'Trò chơi bị giật lag khi chiến đấu.', a: 'Hãy chuyển sang mạng Wi-Fi ổn định, đóng các ứng dụng khác và giảm chất lượng đồ họa trong phần Cài đặt. Nếu lag vào cùng một khung giờ mỗi ngày, nguyên nhân thường là máy chủ đang quá tải: hãy xem mục tin tức trong trò chơi để biết thông báo bảo trì.' },
    de: { q: 'Das Spiel ruckelt in Kämpfen.', a: 'Wechsle in ein stabiles WLAN, schließe andere Apps und verringere in den Einstellungen die Grafikqualität. Ruckelt es jeden Tag zur gleichen Zeit, ist oft ein ausgelasteter Server der Grund: Sieh in den Neuigkeiten im Spiel nach Wartungshinweisen.' },
    es: { q: 'El juego va a tirones durante los combates.', a: 'Conéctate a una red Wi-Fi estable, cierra otras aplicaciones y baja la calidad gráfica en Ajustes. Si los tirones aparecen todos los días a la misma hora, suele deberse a un servidor saturado: consulta las noticias del juego por si hay avisos de mantenimiento.' },
    fr: { q: 'Le jeu rame pendant les combats.', a: 'Connectez-vous à un réseau Wi-Fi stable, fermez les autres applications et baissez la qualité graphique dans les Paramètres. Si le jeu rame chaque jour à la même heure, le serveur est souvent surchargé : consultez les actualités du jeu pour voir les annonces de maintenance.' },
    pt: { q: 'O jogo fica com lag durante as batalhas.', a: 'Conecte-se a uma rede Wi-Fi estável, feche outros aplicativos e reduza a qualidade gráfica em Configurações. Se o lag acontece todos os dias no mesmo horário, geralmente o servidor está sobrecarregado: confira as notícias no jogo para ver avisos de manutenção.' },
    ru: { q: 'Игра тормозит во время боёв.', a: 'Подключитесь к стабильной сети Wi-Fi, закройте другие приложения и снизьте качество графики в настройках. Если игра тормозит каждый день в одно и то же время, скорее всего, перегружен сервер: следите за новостями в игре — там публикуются объявления о техобслуживании.' },
    tr: { q: 'Savaşlar sırasında oyun kasıyor.', a: 'Kararlı bir Wi-Fi ağına geçin, diğer uygulamaları kapatın ve Ayarlar bölümünden grafik kalitesini düşürün. Her gün aynı saatte yaşanan kasma genellikle sunucu yoğunluğundan kaynaklanır: bakım duyuruları için oyun içi haberleri kontrol edin.' },
    it: { q: 'Il gioco va a scatti durante le battaglie.', a: 'Passa a una rete Wi-Fi stabile, chiudi le altre app e abbassa la qualità grafica nelle Impostazioni. Se gli scatti si verificano ogni giorno alla stessa ora, spesso il server è sovraccarico: controlla le notizie nel gioco per gli avvisi di manutenzione.' },
    ar: { q: 'اللعبة تتقطّع أثناء المعارك.', a: 'انتقل إلى شبكة Wi-Fi مستقرة، وأغلق التطبيقات الأخرى، وخفّض جودة الرسومات من الإعدادات. إذا تكرّر التقطّع في الوقت نفسه كل يوم، فغالبًا ما يكون السبب ازدحام الخادم: تابع الأخبار داخل اللعبة للاطلاع على إعلانات الصيانة.' },
  }],
];

/**
 * Regions of a game by the brand's area: ids are the game backend's, names in every language of
 * the area. Server names are proper nouns: where a language writes them the same as English they
 * are still stated, so a missing translation cannot hide behind the English fallback.
 */
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
    {
      id: 'sea-sg',
      names: { en: 'Singapore & Malaysia', 'zh-CN': '新马', 'zh-TW': '新馬', id: 'Singapura & Malaysia', th: 'สิงคโปร์และมาเลเซีย', vi: 'Singapore và Malaysia' },
      servers: [
        { en: 'Merlion', 'zh-CN': '鱼尾狮', 'zh-TW': '魚尾獅', id: 'Merlion', th: 'เมอร์ไลออน', vi: 'Merlion' },
        { en: 'Orchid', 'zh-CN': '胡姬花', 'zh-TW': '胡姬花', id: 'Anggrek', th: 'กล้วยไม้', vi: 'Phong Lan' },
      ],
    },
    {
      id: 'sea-th',
      names: { en: 'Thailand', th: 'ประเทศไทย', 'zh-CN': '泰国', 'zh-TW': '泰國', id: 'Thailand', vi: 'Thái Lan' },
      servers: [{ en: 'Siam', th: 'สยาม', 'zh-CN': '暹罗', 'zh-TW': '暹羅', id: 'Siam', vi: 'Xiêm' }],
    },
    {
      id: 'sea-id',
      names: { en: 'Indonesia', id: 'Indonesia', 'zh-CN': '印度尼西亚', 'zh-TW': '印尼', th: 'อินโดนีเซีย', vi: 'Indonesia' },
      servers: [{ en: 'Garuda', id: 'Garuda', 'zh-CN': '迦楼罗', 'zh-TW': '迦樓羅', th: 'ครุฑ', vi: 'Garuda' }],
    },
  ],
  eru: [
    {
      id: 'eu',
      names: { en: 'Europe', de: 'Europa', fr: 'Europe', es: 'Europa', it: 'Europa', pt: 'Europa', ru: 'Европа', tr: 'Avrupa', ar: 'أوروبا', 'zh-CN': '欧洲' },
      servers: [
        { en: 'Avalon', de: 'Avalon', fr: 'Avalon', es: 'Avalon', it: 'Avalon', pt: 'Avalon', ru: 'Авалон', tr: 'Avalon', ar: 'أفالون', 'zh-CN': '阿瓦隆' },
        { en: 'Valhalla', de: 'Walhall', fr: 'Valhalla', es: 'Valhalla', it: 'Valhalla', pt: 'Valhalla', ru: 'Вальхалла', tr: 'Valhalla', ar: 'فالهالا', 'zh-CN': '英灵殿' },
      ],
    },
    {
      id: 'me',
      names: { en: 'Middle East', de: 'Naher Osten', fr: 'Moyen-Orient', es: 'Oriente Medio', it: 'Medio Oriente', pt: 'Oriente Médio', ru: 'Ближний Восток', tr: 'Orta Doğu', ar: 'الشرق الأوسط', 'zh-CN': '中东' },
      servers: [{ en: 'Petra', de: 'Petra', fr: 'Pétra', es: 'Petra', it: 'Petra', pt: 'Petra', ru: 'Петра', tr: 'Petra', ar: 'البتراء', 'zh-CN': '佩特拉' }],
    },
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
