// Every mail links back to the page it is about: an absolute address on the brand's own
// host (publicOrigin / originFor of modules/site/seo.ts), in the player's language and area
// (`domain_area` and `spec_lang`, which the site honours and then remembers in its gh_lang
// cookie, decision 0023). A link never carries a code, a token or anything else secret: the
// code stays in the mail's body, the page asks for it.
import type { Area, Language } from '@guildhall/contract/areas';

export type MailLinkKind = 'reply' | 'code' | 'account' | 'login';

/** The line above the link, in the mail's language. */
export const MAIL_LINK_LABELS: Record<Language, Record<MailLinkKind, string>> = {
  en: {
    reply: 'Read the reply:',
    code: 'Enter the code here:',
    account: 'Your account settings:',
    login: 'Log in or reset your password:',
  },
  ko: {
    reply: '답변 보기:',
    code: '인증번호 입력하기:',
    account: '내 계정 설정:',
    login: '로그인 또는 비밀번호 재설정:',
  },
  ja: {
    reply: '返信を確認する：',
    code: 'コードの入力はこちら：',
    account: 'アカウント設定：',
    login: 'ログイン・パスワードの再設定はこちら：',
  },
  'zh-TW': { reply: '查看回覆：', code: '在此輸入驗證碼：', account: '帳號設定：', login: '登入或重設密碼：' },
  'zh-CN': { reply: '查看回复：', code: '在此输入验证码：', account: '账号设置：', login: '登录或重置密码：' },
  id: {
    reply: 'Baca balasannya:',
    code: 'Masukkan kode di sini:',
    account: 'Pengaturan akun Anda:',
    login: 'Masuk atau atur ulang kata sandi:',
  },
  th: { reply: 'อ่านคำตอบ:', code: 'กรอกรหัสได้ที่นี่:', account: 'การตั้งค่าบัญชีของคุณ:', login: 'เข้าสู่ระบบหรือรีเซ็ตรหัสผ่าน:' },
  vi: {
    reply: 'Xem câu trả lời:',
    code: 'Nhập mã tại đây:',
    account: 'Cài đặt tài khoản của bạn:',
    login: 'Đăng nhập hoặc đặt lại mật khẩu:',
  },
  de: {
    reply: 'Zur Antwort:',
    code: 'Hier gibst du den Code ein:',
    account: 'Deine Kontoeinstellungen:',
    login: 'Hier meldest du dich an oder setzt dein Passwort zurück:',
  },
  es: {
    reply: 'Lee la respuesta:',
    code: 'Introduce el código aquí:',
    account: 'Ajustes de tu cuenta:',
    login: 'Inicia sesión o restablece tu contraseña:',
  },
  fr: {
    reply: 'Lire la réponse :',
    code: 'Saisissez le code ici :',
    account: 'Paramètres de votre compte :',
    login: 'Se connecter ou réinitialiser le mot de passe :',
  },
  pt: {
    reply: 'Leia a resposta:',
    code: 'Digite o código aqui:',
    account: 'Configurações da sua conta:',
    login: 'Entre ou redefina sua senha:',
  },
  ru: {
    reply: 'Прочитать ответ:',
    code: 'Введите код здесь:',
    account: 'Настройки аккаунта:',
    login: 'Войти или сбросить пароль:',
  },
  tr: {
    reply: 'Yanıtı okuyun:',
    code: 'Kodu buraya girin:',
    account: 'Hesap ayarlarınız:',
    login: 'Giriş yapın veya şifrenizi sıfırlayın:',
  },
  it: {
    reply: 'Leggi la risposta:',
    code: 'Inserisci il codice qui:',
    account: 'Impostazioni del tuo account:',
    login: 'Accedi o reimposta la password:',
  },
  ar: {
    reply: 'اقرأ الرد:',
    code: 'أدخل الرمز هنا:',
    account: 'إعدادات حسابك:',
    login: 'سجّل الدخول أو أعد تعيين كلمة المرور:',
  },
};

/**
 * `<origin><path>?<the page's own values>&domain_area=…&spec_lang=…`. The area is always named,
 * even the brand's default, so a browser that remembers another area opens the page as the mail
 * was written; a language the area does not offer is left to the site's own choice.
 */
export function siteLink(
  origin: string,
  path: string,
  locale: { lang: Language; area?: Area | undefined },
  own: Record<string, string | number> = {},
): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(own)) q.set(k, String(v));
  if (locale.area) q.set('domain_area', locale.area);
  q.set('spec_lang', locale.lang);
  return `${origin.replace(/\/+$/, '')}${path}?${q.toString()}`;
}

/** The mail with its link: label and address on lines of their own, above the signature ("— Brand"). */
export function withLink<M extends { subject: string; text: string }>(
  mail: M,
  lang: Language,
  kind: MailLinkKind,
  url: string,
): M {
  const block = `${(MAIL_LINK_LABELS[lang] ?? MAIL_LINK_LABELS.en)[kind]}\n${url}`;
  const signature = /\n\n— [^\n]*\n?$/.exec(mail.text);
  const text = signature
    ? `${mail.text.slice(0, signature.index)}\n\n${block}${signature[0]}`
    : `${mail.text.trimEnd()}\n\n${block}\n`;
  return { ...mail, text };
}
