// The e-mails the accounts feature sends, in every language of the site. {brand}, {code} and
// {minutes} are filled in; the code is the only secret and appears in the body only.
import { RTL_LANGUAGES, type Language } from '@guildhall/contract/areas';
import { formatText } from '@guildhall/locales/plural';
import { message } from '../../lib/messages';

export type MailPurpose = 'quick_login' | 'password_reset' | 'email_bind' | 'register';
/** A purpose's own `body` replaces the shared one (a registration code guards no account yet). */
type Texts = Record<MailPurpose, { subject: string; intro: string; body?: string }> & { body: string };

export const MAIL_TEXTS: Record<Language, Texts> = {
  en: {
    quick_login: { subject: '{brand} login code', intro: 'Use this code to log in to {brand}:' },
    password_reset: { subject: '{brand} password reset code', intro: 'Use this code to reset your {brand} password:' },
    email_bind: {
      subject: 'Verify your email for {brand}',
      intro: 'Use this code to verify your email address with {brand}:',
    },
    register: {
      subject: 'Create your {brand} account: your code',
      intro: 'Use this code to create your {brand} account:',
      body: 'The code is valid for {minutes}. If you did not ask for it, you can ignore this message; without the code, nobody can create an account with this address.',
    },
    body: 'The code is valid for {minutes}. If you did not ask for it, you can ignore this message; nobody can use your account without the code.',
  },
  ko: {
    quick_login: { subject: '{brand} 로그인 인증번호', intro: '{brand}에 로그인하려면 아래 인증번호를 입력하세요:' },
    password_reset: {
      subject: '{brand} 비밀번호 재설정 인증번호',
      intro: '{brand} 비밀번호를 재설정하려면 아래 인증번호를 입력하세요:',
    },
    email_bind: {
      subject: '{brand} 이메일 인증',
      intro: '{brand} 이메일 주소를 인증하려면 아래 인증번호를 입력하세요:',
    },
    register: {
      subject: '{brand} 계정 만들기 인증번호',
      intro: '{brand} 계정을 만들려면 아래 인증번호를 입력하세요:',
      body: '인증번호는 {minutes} 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 인증번호 없이는 누구도 이 이메일 주소로 계정을 만들 수 없습니다.',
    },
    body: '인증번호는 {minutes} 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 인증번호 없이는 누구도 계정을 사용할 수 없습니다.',
  },
  ja: {
    quick_login: {
      subject: '{brand} ログイン認証コード',
      intro: '{brand}にログインするには、次のコードを入力してください：',
    },
    password_reset: {
      subject: '{brand} パスワード再設定コード',
      intro: '{brand}のパスワードを再設定するには、次のコードを入力してください：',
    },
    email_bind: {
      subject: '{brand} メールアドレスの確認',
      intro: '{brand}でメールアドレスを確認するには、次のコードを入力してください：',
    },
    register: {
      subject: '{brand} アカウント作成の認証コード',
      intro: '{brand}のアカウントを作成するには、次のコードを入力してください：',
      body: 'このコードの有効期限は{minutes}です。お心当たりがない場合は、このメールを破棄してください。コードがなければ、誰もこのメールアドレスでアカウントを作成できません。',
    },
    body: 'このコードの有効期限は{minutes}です。お心当たりがない場合は、このメールを破棄してください。コードがなければ誰もアカウントを利用できません。',
  },
  'zh-TW': {
    quick_login: { subject: '{brand} 登入驗證碼', intro: '請輸入以下驗證碼登入 {brand}：' },
    password_reset: { subject: '{brand} 重設密碼驗證碼', intro: '請輸入以下驗證碼重設您的 {brand} 密碼：' },
    email_bind: { subject: '{brand} 電子郵件驗證', intro: '請輸入以下驗證碼，驗證您在 {brand} 的電子郵件地址：' },
    register: {
      subject: '{brand} 建立帳號驗證碼',
      intro: '請輸入以下驗證碼建立您的 {brand} 帳號：',
      body: '驗證碼於 {minutes}內有效。若您並未提出此要求，請忽略本郵件；沒有驗證碼，任何人都無法以此電子郵件地址建立帳號。',
    },
    body: '驗證碼於 {minutes}內有效。若您並未提出此要求，請忽略本郵件；沒有驗證碼，任何人都無法使用您的帳號。',
  },
  'zh-CN': {
    quick_login: { subject: '{brand} 登录验证码', intro: '请输入以下验证码登录 {brand}：' },
    password_reset: { subject: '{brand} 重置密码验证码', intro: '请输入以下验证码重置您的 {brand} 密码：' },
    email_bind: { subject: '{brand} 邮箱验证', intro: '请输入以下验证码，验证您在 {brand} 的邮箱地址：' },
    register: {
      subject: '{brand} 创建账号验证码',
      intro: '请输入以下验证码创建您的 {brand} 账号：',
      body: '验证码 {minutes}内有效。如果这不是您本人的操作，请忽略本邮件；没有验证码，任何人都无法用此邮箱地址创建账号。',
    },
    body: '验证码 {minutes}内有效。如果这不是您本人的操作，请忽略本邮件；没有验证码，任何人都无法使用您的账号。',
  },
  id: {
    quick_login: { subject: 'Kode masuk {brand}', intro: 'Gunakan kode ini untuk masuk ke {brand}:' },
    password_reset: {
      subject: 'Kode atur ulang kata sandi {brand}',
      intro: 'Gunakan kode ini untuk mengatur ulang kata sandi {brand} Anda:',
    },
    email_bind: {
      subject: 'Verifikasi email Anda untuk {brand}',
      intro: 'Gunakan kode ini untuk memverifikasi alamat email Anda di {brand}:',
    },
    register: {
      subject: 'Kode pembuatan akun {brand}',
      intro: 'Gunakan kode ini untuk membuat akun {brand} Anda:',
      body: 'Kode ini berlaku selama {minutes}. Jika Anda tidak memintanya, abaikan pesan ini; tanpa kode ini, tidak ada yang dapat membuat akun dengan alamat email ini.',
    },
    body: 'Kode ini berlaku selama {minutes}. Jika Anda tidak memintanya, abaikan pesan ini; tidak ada yang dapat menggunakan akun Anda tanpa kode ini.',
  },
  th: {
    quick_login: { subject: 'รหัสเข้าสู่ระบบ {brand}', intro: 'ใช้รหัสนี้เพื่อเข้าสู่ระบบ {brand}:' },
    password_reset: { subject: 'รหัสรีเซ็ตรหัสผ่าน {brand}', intro: 'ใช้รหัสนี้เพื่อรีเซ็ตรหัสผ่าน {brand} ของคุณ:' },
    email_bind: { subject: 'ยืนยันอีเมลของคุณสำหรับ {brand}', intro: 'ใช้รหัสนี้เพื่อยืนยันที่อยู่อีเมลของคุณกับ {brand}:' },
    register: {
      subject: 'รหัสสร้างบัญชี {brand}',
      intro: 'ใช้รหัสนี้เพื่อสร้างบัญชี {brand} ของคุณ:',
      body: 'รหัสนี้ใช้ได้ {minutes} หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้ ไม่มีใครสร้างบัญชีด้วยที่อยู่อีเมลนี้ได้หากไม่มีรหัส',
    },
    body: 'รหัสนี้ใช้ได้ {minutes} หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้ ไม่มีใครใช้บัญชีของคุณได้หากไม่มีรหัส',
  },
  vi: {
    quick_login: { subject: 'Mã đăng nhập {brand}', intro: 'Dùng mã này để đăng nhập {brand}:' },
    password_reset: {
      subject: 'Mã đặt lại mật khẩu {brand}',
      intro: 'Dùng mã này để đặt lại mật khẩu {brand} của bạn:',
    },
    email_bind: {
      subject: 'Xác minh email của bạn cho {brand}',
      intro: 'Dùng mã này để xác minh địa chỉ email của bạn với {brand}:',
    },
    register: {
      subject: 'Mã tạo tài khoản {brand}',
      intro: 'Dùng mã này để tạo tài khoản {brand} của bạn:',
      body: 'Mã có hiệu lực trong {minutes}. Nếu bạn không yêu cầu, hãy bỏ qua email này; không ai có thể tạo tài khoản bằng địa chỉ email này nếu không có mã.',
    },
    body: 'Mã có hiệu lực trong {minutes}. Nếu bạn không yêu cầu, hãy bỏ qua email này; không ai có thể dùng tài khoản của bạn nếu không có mã.',
  },
  de: {
    quick_login: { subject: 'Dein Anmeldecode für {brand}', intro: 'Mit diesem Code meldest du dich bei {brand} an:' },
    password_reset: {
      subject: 'Code zum Zurücksetzen deines {brand}-Passworts',
      intro: 'Mit diesem Code setzt du dein {brand}-Passwort zurück:',
    },
    email_bind: {
      subject: 'Bestätige deine E-Mail-Adresse für {brand}',
      intro: 'Mit diesem Code bestätigst du deine E-Mail-Adresse bei {brand}:',
    },
    register: {
      subject: 'Dein Code für dein neues {brand}-Konto',
      intro: 'Mit diesem Code erstellst du dein Konto bei {brand}:',
      body: 'Der Code ist {minutes} gültig. Wenn du ihn nicht angefordert hast, kannst du diese Nachricht ignorieren; ohne den Code kann niemand mit dieser E-Mail-Adresse ein Konto erstellen.',
    },
    body: 'Der Code ist {minutes} gültig. Wenn du ihn nicht angefordert hast, kannst du diese Nachricht ignorieren; ohne den Code kann niemand dein Konto nutzen.',
  },
  es: {
    quick_login: { subject: 'Tu código de acceso a {brand}', intro: 'Usa este código para iniciar sesión en {brand}:' },
    password_reset: {
      subject: 'Código para restablecer tu contraseña de {brand}',
      intro: 'Usa este código para restablecer tu contraseña de {brand}:',
    },
    email_bind: {
      subject: 'Verifica tu correo para {brand}',
      intro: 'Usa este código para verificar tu dirección de correo en {brand}:',
    },
    register: {
      subject: 'Tu código para crear tu cuenta de {brand}',
      intro: 'Usa este código para crear tu cuenta de {brand}:',
      body: 'El código es válido durante {minutes}. Si no lo has solicitado, ignora este mensaje; nadie puede crear una cuenta con esta dirección sin el código.',
    },
    body: 'El código es válido durante {minutes}. Si no lo has solicitado, ignora este mensaje; nadie puede usar tu cuenta sin el código.',
  },
  fr: {
    quick_login: {
      subject: 'Votre code de connexion {brand}',
      intro: 'Utilisez ce code pour vous connecter à {brand} :',
    },
    password_reset: {
      subject: 'Code de réinitialisation de votre mot de passe {brand}',
      intro: 'Utilisez ce code pour réinitialiser votre mot de passe {brand} :',
    },
    email_bind: {
      subject: 'Vérifiez votre adresse e-mail pour {brand}',
      intro: 'Utilisez ce code pour vérifier votre adresse e-mail auprès de {brand} :',
    },
    register: {
      subject: 'Votre code de création de compte {brand}',
      intro: 'Utilisez ce code pour créer votre compte {brand} :',
      body: 'Le code est valable {minutes}. Si vous ne l’avez pas demandé, ignorez ce message ; personne ne peut créer de compte avec cette adresse sans ce code.',
    },
    body: 'Le code est valable {minutes}. Si vous ne l’avez pas demandé, ignorez ce message ; personne ne peut utiliser votre compte sans ce code.',
  },
  pt: {
    quick_login: { subject: 'Seu código de acesso à {brand}', intro: 'Use este código para entrar na {brand}:' },
    password_reset: {
      subject: 'Código para redefinir sua senha da {brand}',
      intro: 'Use este código para redefinir sua senha da {brand}:',
    },
    email_bind: {
      subject: 'Verifique seu e-mail na {brand}',
      intro: 'Use este código para verificar seu endereço de e-mail na {brand}:',
    },
    register: {
      subject: 'Seu código para criar sua conta da {brand}',
      intro: 'Use este código para criar sua conta da {brand}:',
      body: 'O código é válido por {minutes}. Se você não pediu este código, ignore esta mensagem; ninguém pode criar uma conta com este endereço sem ele.',
    },
    body: 'O código é válido por {minutes}. Se você não pediu este código, ignore esta mensagem; ninguém pode usar sua conta sem ele.',
  },
  ru: {
    quick_login: { subject: 'Код входа в {brand}', intro: 'Введите этот код, чтобы войти в {brand}:' },
    password_reset: {
      subject: 'Код для сброса пароля {brand}',
      intro: 'Введите этот код, чтобы сбросить пароль {brand}:',
    },
    email_bind: {
      subject: 'Подтверждение почты для {brand}',
      intro: 'Введите этот код, чтобы подтвердить адрес электронной почты в {brand}:',
    },
    register: {
      subject: 'Код для создания аккаунта {brand}',
      intro: 'Введите этот код, чтобы создать аккаунт {brand}:',
      body: 'Код действует {minutes}. Если вы его не запрашивали, просто проигнорируйте письмо: без кода никто не сможет создать аккаунт с этим адресом.',
    },
    body: 'Код действует {minutes}. Если вы его не запрашивали, просто проигнорируйте письмо: без кода никто не сможет войти в ваш аккаунт.',
  },
  tr: {
    quick_login: { subject: '{brand} giriş kodu', intro: '{brand} hesabınıza giriş yapmak için bu kodu kullanın:' },
    password_reset: {
      subject: '{brand} şifre sıfırlama kodu',
      intro: '{brand} şifrenizi sıfırlamak için bu kodu kullanın:',
    },
    email_bind: {
      subject: '{brand} için e-posta doğrulama',
      intro: '{brand} e-posta adresinizi doğrulamak için bu kodu kullanın:',
    },
    register: {
      subject: '{brand} hesap oluşturma kodu',
      intro: '{brand} hesabınızı oluşturmak için bu kodu kullanın:',
      body: 'Kod {minutes} geçerlidir. Bu kodu siz istemediyseniz bu e-postayı yok sayabilirsiniz; kod olmadan kimse bu adresle hesap oluşturamaz.',
    },
    body: 'Kod {minutes} geçerlidir. Bu kodu siz istemediyseniz bu e-postayı yok sayabilirsiniz; kod olmadan kimse hesabınızı kullanamaz.',
  },
  it: {
    quick_login: { subject: 'Il tuo codice di accesso a {brand}', intro: 'Usa questo codice per accedere a {brand}:' },
    password_reset: {
      subject: 'Codice per reimpostare la password di {brand}',
      intro: 'Usa questo codice per reimpostare la tua password di {brand}:',
    },
    email_bind: {
      subject: 'Verifica la tua email per {brand}',
      intro: 'Usa questo codice per verificare il tuo indirizzo email su {brand}:',
    },
    register: {
      subject: 'Il tuo codice per creare l’account {brand}',
      intro: 'Usa questo codice per creare il tuo account {brand}:',
      body: 'Il codice è valido per {minutes}. Se non l’hai richiesto, ignora questo messaggio: senza il codice nessuno può creare un account con questo indirizzo.',
    },
    body: 'Il codice è valido per {minutes}. Se non l’hai richiesto, ignora questo messaggio: senza il codice nessuno può usare il tuo account.',
  },
  ar: {
    quick_login: { subject: 'رمز تسجيل الدخول إلى {brand}', intro: 'استخدم هذا الرمز لتسجيل الدخول إلى {brand}:' },
    password_reset: {
      subject: 'رمز إعادة تعيين كلمة مرور {brand}',
      intro: 'استخدم هذا الرمز لإعادة تعيين كلمة مرورك في {brand}:',
    },
    email_bind: {
      subject: 'تأكيد بريدك الإلكتروني في {brand}',
      intro: 'استخدم هذا الرمز لتأكيد عنوان بريدك الإلكتروني في {brand}:',
    },
    register: {
      subject: 'رمز إنشاء حساب {brand}',
      intro: 'استخدم هذا الرمز لإنشاء حسابك في {brand}:',
      body: 'الرمز صالح لمدة {minutes}. إذا لم تطلبه فتجاهل هذه الرسالة؛ لا يمكن لأحد إنشاء حساب بهذا العنوان من دون الرمز.',
    },
    body: 'الرمز صالح لمدة {minutes}. إذا لم تطلبه فتجاهل هذه الرسالة؛ لا يمكن لأحد استخدام حسابك من دون الرمز.',
  },
};

/** "{count} minutes" in each language, with the plural forms its language needs (Intl.PluralRules). */
const MINUTES: Record<Language, Record<string, string>> = {
  en: { minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' },
  ko: { minutes_other: '{{count}}분' },
  ja: { minutes_other: '{{count}}分' },
  'zh-TW': { minutes_other: '{{count}} 分鐘' },
  'zh-CN': { minutes_other: '{{count}} 分钟' },
  id: { minutes_other: '{{count}} menit' },
  th: { minutes_other: '{{count}} นาที' },
  vi: { minutes_other: '{{count}} phút' },
  de: { minutes_one: '{{count}} Minute', minutes_other: '{{count}} Minuten' },
  es: { minutes_one: '{{count}} minuto', minutes_many: '{{count}} de minutos', minutes_other: '{{count}} minutos' },
  fr: { minutes_one: '{{count}} minute', minutes_many: '{{count}} de minutes', minutes_other: '{{count}} minutes' },
  pt: { minutes_one: '{{count}} minuto', minutes_many: '{{count}} de minutos', minutes_other: '{{count}} minutos' },
  ru: {
    minutes_one: '{{count}} минуту',
    minutes_few: '{{count}} минуты',
    minutes_many: '{{count}} минут',
    minutes_other: '{{count}} минуты',
  },
  tr: { minutes_other: '{{count}} dakika' },
  it: { minutes_one: '{{count}} minuto', minutes_many: '{{count}} di minuti', minutes_other: '{{count}} minuti' },
  ar: {
    minutes_zero: '{{count}} دقيقة',
    minutes_one: 'دقيقة واحدة',
    minutes_two: 'دقيقتين',
    minutes_few: '{{count}} دقائق',
    minutes_many: '{{count}} دقيقةً',
    minutes_other: '{{count}} دقيقة',
  },
};

export function codeMail(lang: Language, purpose: MailPurpose, vars: { brand: string; code: string; minutes: number }) {
  const t = MAIL_TEXTS[lang] ?? MAIL_TEXTS.en;
  const minutes = formatText((k) => MINUTES[lang]?.[k] ?? MINUTES.en[k], lang, 'minutes', { count: vars.minutes });
  const filled = { ...vars, minutes };
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (w, k: string) => (k in filled ? String(filled[k as keyof typeof filled]) : w));
  return {
    subject: fill(t[purpose].subject),
    text: `${fill(t[purpose].intro)}\n\n    ${vars.code}\n\n${fill(t[purpose].body ?? t.body)}\n\n— ${vars.brand}\n`,
  };
}

/** "A reply is waiting" notice; the reply itself is read on the site, behind the login. */
const REPLY_NOTICE: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: '{brand}: a reply to your inquiry #{id}',
    body: 'Our support team has replied to your inquiry "{title}". Open the support center on {brand} to read it and let us know if anything is still unclear.',
  },
  ko: {
    subject: '{brand}: 문의 #{id}에 답변이 등록되었습니다',
    body: '문의하신 "{title}"에 고객센터 답변이 등록되었습니다. {brand} 고객센터에서 답변을 확인하시고, 더 궁금한 점이 있으면 알려 주세요.',
  },
  ja: {
    subject: '{brand}：お問い合わせ #{id} に返信がありました',
    body: 'お問い合わせ「{title}」にサポートチームから返信がありました。{brand}のサポートセンターで内容をご確認ください。ご不明な点があればお知らせください。',
  },
  'zh-TW': {
    subject: '{brand}：您的提問 #{id} 已有回覆',
    body: '您的提問「{title}」已有客服人員回覆。請前往 {brand} 客服中心查看，如仍有疑問歡迎告訴我們。',
  },
  'zh-CN': {
    subject: '{brand}：您的咨询 #{id} 已有回复',
    body: '您的咨询“{title}”已有客服回复。请前往 {brand} 客服中心查看，如仍有疑问欢迎告诉我们。',
  },
  id: {
    subject: '{brand}: balasan untuk pertanyaan #{id}',
    body: 'Tim dukungan kami telah membalas pertanyaan Anda "{title}". Buka Pusat bantuan {brand} untuk membacanya dan beri tahu kami jika masih ada yang belum jelas.',
  },
  th: {
    subject: '{brand}: มีการตอบกลับเรื่องสอบถาม #{id} ของคุณ',
    body: 'ทีมสนับสนุนได้ตอบเรื่องสอบถาม "{title}" ของคุณแล้ว เปิดศูนย์บริการลูกค้าของ {brand} เพื่ออ่านคำตอบ และแจ้งเราหากยังมีข้อสงสัย',
  },
  vi: {
    subject: '{brand}: yêu cầu #{id} của bạn đã được trả lời',
    body: 'Đội hỗ trợ đã trả lời yêu cầu "{title}" của bạn. Hãy mở trung tâm hỗ trợ của {brand} để xem và cho chúng tôi biết nếu còn điều gì chưa rõ.',
  },
  de: {
    subject: '{brand}: Antwort auf deine Anfrage #{id}',
    body: 'Unser Support-Team hat auf deine Anfrage „{title}“ geantwortet. Öffne den Kundenservice von {brand}, um die Antwort zu lesen, und melde dich, falls noch etwas unklar ist.',
  },
  es: {
    subject: '{brand}: respuesta a tu consulta #{id}',
    body: 'Nuestro equipo de soporte ha respondido a tu consulta «{title}». Abre Atención al cliente de {brand} para leerla y avísanos si aún tienes dudas.',
  },
  fr: {
    subject: '{brand} : réponse à votre demande n° {id}',
    body: 'Notre équipe d’assistance a répondu à votre demande « {title} ». Ouvrez le Service client de {brand} pour la lire et dites-nous si quelque chose reste flou.',
  },
  pt: {
    subject: '{brand}: resposta à sua solicitação #{id}',
    body: 'Nossa equipe de suporte respondeu à sua solicitação "{title}". Abra a central de atendimento da {brand} para ler a resposta e fale com a gente se ainda tiver dúvidas.',
  },
  ru: {
    subject: '{brand}: ответ на обращение №{id}',
    body: 'Служба поддержки ответила на ваше обращение «{title}». Откройте раздел «Служба поддержки» на сайте {brand}, чтобы прочитать ответ, и напишите нам, если что-то осталось неясным.',
  },
  tr: {
    subject: '{brand}: #{id} numaralı talebiniz yanıtlandı',
    body: 'Destek ekibimiz "{title}" talebinizi yanıtladı. Yanıtı okumak için {brand} destek merkezini açın; hâlâ anlaşılmayan bir şey varsa bize yazın.',
  },
  it: {
    subject: '{brand}: risposta alla tua richiesta n. {id}',
    body: 'Il nostro team di assistenza ha risposto alla tua richiesta "{title}". Apri il centro assistenza di {brand} per leggerla e facci sapere se qualcosa non è ancora chiaro.',
  },
  ar: {
    subject: '{brand}: تم الرد على استفسارك رقم {id}',
    body: 'رد فريق الدعم على استفسارك "{title}". افتح مركز الدعم في {brand} لقراءة الرد، وأخبرنا إن بقي أي شيء غير واضح.',
  },
};

export function replyNoticeMail(lang: Language, vars: { brand: string; title: string; inquiryId: number }) {
  const t = REPLY_NOTICE[lang] ?? REPLY_NOTICE.en;
  const fill = (s: string) =>
    s.replaceAll('{brand}', vars.brand).replaceAll('{title}', vars.title).replaceAll('{id}', String(vars.inquiryId));
  return { subject: fill(t.subject), text: `${fill(t.body)}\n\n— ${vars.brand}\n` };
}

/**
 * To the owner of an address someone asked to bind to another account. That request gets the same
 * answer as for a free address and no code: this mail is the only trace of it.
 */
const BIND_ATTEMPT: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: '{brand}: someone tried to link your email address',
    body: 'Someone asked to link this email address to another {brand} account. It stays with your account: no code was sent and nothing has changed. If this was you, you can ignore this message.',
  },
  ko: {
    subject: '{brand}: 회원님의 이메일 주소로 연동 시도가 있었습니다',
    body: '누군가 이 이메일 주소를 다른 {brand} 계정에 연동하려고 했습니다. 이 주소는 회원님의 계정에 그대로 연결되어 있으며, 인증번호는 발송되지 않았고 변경된 내용은 없습니다. 본인이 요청하신 것이라면 이 메일을 무시하셔도 됩니다.',
  },
  ja: {
    subject: '{brand}：お使いのメールアドレスの連携が試みられました',
    body: '何者かがこのメールアドレスを別の{brand}アカウントに連携しようとしました。このアドレスは引き続きお客様のアカウントに連携されており、確認コードは送信されず、変更もありません。お客様ご自身による操作であれば、このメールは破棄してください。',
  },
  'zh-TW': {
    subject: '{brand}：有人嘗試綁定您的電子郵件地址',
    body: '有人嘗試將此電子郵件地址綁定到另一個 {brand} 帳號。此地址仍屬於您的帳號：我們沒有寄出驗證碼，也沒有任何變更。若這是您本人的操作，請忽略本郵件。',
  },
  'zh-CN': {
    subject: '{brand}：有人尝试绑定您的邮箱地址',
    body: '有人尝试将此邮箱地址绑定到另一个 {brand} 账号。该地址仍属于您的账号：我们没有发送验证码，也没有任何变更。如果这是您本人的操作，请忽略本邮件。',
  },
  id: {
    subject: '{brand}: seseorang mencoba menautkan alamat email Anda',
    body: 'Seseorang meminta untuk menautkan alamat email ini ke akun {brand} lain. Alamat ini tetap terhubung ke akun Anda: tidak ada kode yang dikirim dan tidak ada yang berubah. Jika itu Anda, abaikan pesan ini.',
  },
  th: {
    subject: '{brand}: มีผู้พยายามผูกที่อยู่อีเมลของคุณ',
    body: 'มีผู้ขอผูกที่อยู่อีเมลนี้กับบัญชี {brand} อื่น ที่อยู่นี้ยังคงผูกกับบัญชีของคุณ ไม่มีการส่งรหัสและไม่มีสิ่งใดเปลี่ยนแปลง หากเป็นคุณเอง โปรดเพิกเฉยต่ออีเมลฉบับนี้',
  },
  vi: {
    subject: '{brand}: có người đã thử liên kết địa chỉ email của bạn',
    body: 'Có người đã yêu cầu liên kết địa chỉ email này với một tài khoản {brand} khác. Địa chỉ vẫn thuộc tài khoản của bạn: không có mã nào được gửi và không có gì thay đổi. Nếu đó là bạn, hãy bỏ qua email này.',
  },
  de: {
    subject: '{brand}: Jemand wollte deine E-Mail-Adresse verknüpfen',
    body: 'Jemand wollte diese E-Mail-Adresse mit einem anderen {brand}-Konto verknüpfen. Sie bleibt bei deinem Konto: Es wurde kein Code verschickt und nichts geändert. Wenn du das warst, kannst du diese Nachricht ignorieren.',
  },
  es: {
    subject: '{brand}: alguien intentó vincular tu dirección de correo',
    body: 'Alguien pidió vincular esta dirección de correo a otra cuenta de {brand}. Sigue vinculada a tu cuenta: no se envió ningún código y nada ha cambiado. Si fuiste tú, ignora este mensaje.',
  },
  fr: {
    subject: '{brand} : quelqu’un a tenté d’associer votre adresse e-mail',
    body: 'Quelqu’un a demandé à associer cette adresse e-mail à un autre compte {brand}. Elle reste associée à votre compte : aucun code n’a été envoyé et rien n’a changé. Si c’était vous, ignorez ce message.',
  },
  pt: {
    subject: '{brand}: alguém tentou vincular seu endereço de e-mail',
    body: 'Alguém pediu para vincular este endereço de e-mail a outra conta da {brand}. Ele continua vinculado à sua conta: nenhum código foi enviado e nada mudou. Se foi você, ignore esta mensagem.',
  },
  ru: {
    subject: '{brand}: кто-то пытался привязать ваш адрес почты',
    body: 'Кто-то попытался привязать этот адрес электронной почты к другому аккаунту {brand}. Адрес остаётся привязанным к вашему аккаунту: код не отправлялся, ничего не изменилось. Если это были вы, просто проигнорируйте письмо.',
  },
  tr: {
    subject: '{brand}: biri e-posta adresinizi bağlamaya çalıştı',
    body: 'Biri bu e-posta adresini başka bir {brand} hesabına bağlamak istedi. Adres sizin hesabınızda kalıyor: kod gönderilmedi ve hiçbir şey değişmedi. Bu isteği siz yaptıysanız bu e-postayı yok sayabilirsiniz.',
  },
  it: {
    subject: '{brand}: qualcuno ha provato a collegare il tuo indirizzo email',
    body: 'Qualcuno ha chiesto di collegare questo indirizzo email a un altro account {brand}. Resta collegato al tuo account: non è stato inviato alcun codice e non è cambiato nulla. Se eri tu, ignora questo messaggio.',
  },
  ar: {
    subject: '{brand}: حاول شخص ما ربط عنوان بريدك الإلكتروني',
    body: 'طلب شخص ما ربط عنوان البريد الإلكتروني هذا بحساب آخر في {brand}. لا يزال العنوان مرتبطًا بحسابك: لم يُرسل أي رمز ولم يتغير شيء. إذا كنت أنت من طلب ذلك فتجاهل هذه الرسالة.',
  },
};

export function bindAttemptMail(lang: Language, vars: { brand: string }) {
  const t = BIND_ATTEMPT[lang] ?? BIND_ATTEMPT.en;
  const fill = (s: string) => s.replaceAll('{brand}', vars.brand);
  return { subject: fill(t.subject), text: `${fill(t.body)}\n\n— ${vars.brand}\n` };
}

/**
 * To the owner of an address someone tried to register a new account with (docs/decisions/0032-
 * brand-scope-and-account-enumeration.md). That request gets the same answer as for a free address
 * and no code: this mail is the only trace of it, and tells the owner how to log in instead.
 * {quick} and {forgot} are the login page's own words for quick login and recovery.
 */
const REGISTER_ATTEMPT: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: '{brand}: someone tried to create an account with your email address',
    body: 'Someone asked to create a new {brand} account with this email address. It already belongs to your account {account}: no code was sent and nothing has changed. To log in, use your account name and password on the login page, or “{quick}” with a code sent to this address. If you have forgotten your password, choose “{forgot}” there. If this was not you, you can ignore this message.',
  },
  ko: {
    subject: '{brand}: 회원님의 이메일 주소로 계정 만들기 시도가 있었습니다',
    body: '누군가 이 이메일 주소로 새 {brand} 계정을 만들려고 했습니다. 이 주소는 이미 회원님의 계정 {account}에 연결되어 있으며, 인증번호는 발송되지 않았고 변경된 내용은 없습니다. 로그인 페이지에서 계정 이름과 비밀번호로 로그인하거나, 이 주소로 받는 인증번호로 ‘{quick}’을 이용하세요. 비밀번호가 기억나지 않으면 로그인 페이지에서 ‘{forgot}’를 선택하세요. 본인이 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
  },
  ja: {
    subject: '{brand}：お使いのメールアドレスでアカウントの作成が試みられました',
    body: '何者かがこのメールアドレスで新しい{brand}アカウントを作成しようとしました。このアドレスはすでにお客様のアカウント「{account}」に登録されており、認証コードは送信されず、変更もありません。ログインページでアカウント名とパスワードを入力するか、このアドレスに届くコードで「{quick}」をご利用ください。パスワードをお忘れの場合は、ログインページで「{forgot}」を選んでください。お心当たりがない場合は、このメールを破棄してください。',
  },
  'zh-TW': {
    subject: '{brand}：有人嘗試以您的電子郵件地址建立帳號',
    body: '有人嘗試以此電子郵件地址建立新的 {brand} 帳號。此地址已屬於您的帳號「{account}」：我們沒有寄出驗證碼，也沒有任何變更。您可以在登入頁面以帳號名稱和密碼登入，或以寄到此地址的驗證碼使用「{quick}」。若忘記密碼，請在登入頁面選擇「{forgot}」。若這不是您本人的操作，請忽略本郵件。',
  },
  'zh-CN': {
    subject: '{brand}：有人尝试用您的邮箱地址创建账号',
    body: '有人尝试用此邮箱地址创建新的 {brand} 账号。该地址已属于您的账号“{account}”：我们没有发送验证码，也没有任何变更。您可以在登录页面用账号名和密码登录，或用发送到此地址的验证码使用“{quick}”。如果忘记了密码，请在登录页面选择“{forgot}”。如果这不是您本人的操作，请忽略本邮件。',
  },
  id: {
    subject: '{brand}: seseorang mencoba membuat akun dengan alamat email Anda',
    body: 'Seseorang meminta untuk membuat akun {brand} baru dengan alamat email ini. Alamat ini sudah terhubung ke akun Anda {account}: tidak ada kode yang dikirim dan tidak ada yang berubah. Untuk masuk, gunakan nama akun dan kata sandi Anda di halaman masuk, atau "{quick}" dengan kode yang dikirim ke alamat ini. Jika Anda lupa kata sandi, pilih "{forgot}" di halaman tersebut. Jika itu bukan Anda, abaikan pesan ini.',
  },
  th: {
    subject: '{brand}: มีผู้พยายามสร้างบัญชีด้วยที่อยู่อีเมลของคุณ',
    body: 'มีผู้ขอสร้างบัญชี {brand} ใหม่ด้วยที่อยู่อีเมลนี้ ที่อยู่นี้ผูกกับบัญชี {account} ของคุณอยู่แล้ว ไม่มีการส่งรหัสและไม่มีสิ่งใดเปลี่ยนแปลง หากต้องการเข้าสู่ระบบ ให้ใช้ชื่อบัญชีและรหัสผ่านในหน้าเข้าสู่ระบบ หรือใช้ "{quick}" ด้วยรหัสที่ส่งมายังที่อยู่นี้ หากลืมรหัสผ่าน ให้เลือก "{forgot}" ในหน้านั้น หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลฉบับนี้',
  },
  vi: {
    subject: '{brand}: có người đã thử tạo tài khoản bằng địa chỉ email của bạn',
    body: 'Có người đã yêu cầu tạo tài khoản {brand} mới bằng địa chỉ email này. Địa chỉ này đã thuộc tài khoản {account} của bạn: không có mã nào được gửi và không có gì thay đổi. Để đăng nhập, hãy dùng tên tài khoản và mật khẩu trên trang đăng nhập, hoặc "{quick}" bằng mã gửi đến địa chỉ này. Nếu quên mật khẩu, hãy chọn "{forgot}" trên trang đó. Nếu đó không phải bạn, hãy bỏ qua email này.',
  },
  de: {
    subject: '{brand}: Jemand wollte mit deiner E-Mail-Adresse ein Konto erstellen',
    body: 'Jemand wollte mit dieser E-Mail-Adresse ein neues {brand}-Konto erstellen. Sie gehört bereits zu deinem Konto {account}: Es wurde kein Code verschickt und nichts geändert. Melde dich auf der Anmeldeseite mit deinem Kontonamen und Passwort an oder nutze „{quick}“ mit einem Code an diese Adresse. Wenn du dein Passwort vergessen hast, wähle dort „{forgot}“. Wenn du das nicht warst, kannst du diese Nachricht ignorieren.',
  },
  es: {
    subject: '{brand}: alguien intentó crear una cuenta con tu dirección de correo',
    body: 'Alguien pidió crear una cuenta nueva de {brand} con esta dirección de correo. Ya pertenece a tu cuenta {account}: no se envió ningún código y nada ha cambiado. Para iniciar sesión, usa tu nombre de cuenta y tu contraseña en la página de inicio de sesión, o «{quick}» con un código enviado a esta dirección. Si has olvidado la contraseña, elige «{forgot}» en esa página. Si no fuiste tú, ignora este mensaje.',
  },
  fr: {
    subject: '{brand} : quelqu’un a tenté de créer un compte avec votre adresse e-mail',
    body: 'Quelqu’un a demandé à créer un nouveau compte {brand} avec cette adresse e-mail. Elle appartient déjà à votre compte {account} : aucun code n’a été envoyé et rien n’a changé. Pour vous connecter, utilisez votre identifiant et votre mot de passe sur la page de connexion, ou « {quick} » avec un code envoyé à cette adresse. Si vous avez oublié votre mot de passe, choisissez « {forgot} » sur cette page. Si ce n’était pas vous, ignorez ce message.',
  },
  pt: {
    subject: '{brand}: alguém tentou criar uma conta com seu endereço de e-mail',
    body: 'Alguém pediu para criar uma nova conta da {brand} com este endereço de e-mail. Ele já pertence à sua conta {account}: nenhum código foi enviado e nada mudou. Para entrar, use o nome da sua conta e sua senha na página de login, ou "{quick}" com um código enviado para este endereço. Se você esqueceu a senha, escolha "{forgot}" nessa página. Se não foi você, ignore esta mensagem.',
  },
  ru: {
    subject: '{brand}: кто-то пытался создать аккаунт с вашим адресом почты',
    body: 'Кто-то попытался создать новый аккаунт {brand} с этим адресом электронной почты. Адрес уже привязан к вашему аккаунту {account}: код не отправлялся, ничего не изменилось. Чтобы войти, введите имя аккаунта и пароль на странице входа или выберите там «{quick}» и получите код на этот адрес. Если вы забыли пароль, нажмите «{forgot}» на той же странице. Если это были не вы, просто проигнорируйте письмо.',
  },
  tr: {
    subject: '{brand}: biri e-posta adresinizle hesap oluşturmaya çalıştı',
    body: 'Biri bu e-posta adresiyle yeni bir {brand} hesabı oluşturmak istedi. Adres zaten {account} hesabınıza bağlı: kod gönderilmedi ve hiçbir şey değişmedi. Giriş yapmak için giriş sayfasında hesap adınızı ve şifrenizi kullanın ya da bu adrese gönderilecek bir kodla "{quick}" seçeneğini kullanın. Şifrenizi unuttuysanız o sayfada "{forgot}" seçeneğini seçin. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
  },
  it: {
    subject: '{brand}: qualcuno ha provato a creare un account con il tuo indirizzo email',
    body: 'Qualcuno ha chiesto di creare un nuovo account {brand} con questo indirizzo email. Appartiene già al tuo account {account}: non è stato inviato alcun codice e non è cambiato nulla. Per accedere, usa il nome dell’account e la password nella pagina di accesso, oppure "{quick}" con un codice inviato a questo indirizzo. Se hai dimenticato la password, scegli "{forgot}" in quella pagina. Se non eri tu, ignora questo messaggio.',
  },
  ar: {
    subject: '{brand}: حاول شخص ما إنشاء حساب بعنوان بريدك الإلكتروني',
    body: 'طلب شخص ما إنشاء حساب جديد في {brand} بعنوان البريد الإلكتروني هذا. العنوان مرتبط بالفعل بحسابك {account}: لم يُرسل أي رمز ولم يتغير شيء. لتسجيل الدخول، استخدم اسم حسابك وكلمة المرور في صفحة تسجيل الدخول، أو «{quick}» برمز يُرسل إلى هذا العنوان. إذا نسيت كلمة المرور فاختر «{forgot}» في تلك الصفحة. إذا لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة.',
  },
};

export function registerAttemptMail(lang: Language, vars: { brand: string; account: string }) {
  const t = REGISTER_ATTEMPT[lang] ?? REGISTER_ATTEMPT.en;
  // The account name is Latin: kept in its own direction inside a right-to-left sentence.
  const account = RTL_LANGUAGES.includes(lang) ? `\u2068${vars.account}\u2069` : vars.account;
  const filled: Record<string, string> = {
    brand: vars.brand,
    account,
    quick: message(lang, 'auth.tabQuick'),
    forgot: message(lang, 'auth.forgotPassword'),
  };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (w, k: string) => filled[k] ?? w);
  return { subject: fill(t.subject), text: `${fill(t.body)}\n\n— ${vars.brand}\n` };
}
