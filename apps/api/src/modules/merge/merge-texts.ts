// What the player reads in the target inquiry after a merge, in the inquiry's language (the
// player's sixteen languages; the words each site uses for "inquiry"). {title} and {id} are the
// merged inquiry's.
import type { Language } from '@guildhall/contract/areas';

export const MERGE_NOTICE: Record<Language, string> = {
  en: 'Your inquiry “{title}” (#{id}) has been added to this conversation so everything is in one place.',
  ko: '문의 “{title}”(#{id})을(를) 이 대화로 합쳤습니다. 이제 모든 내용을 한곳에서 보실 수 있습니다.',
  ja: 'お問い合わせ「{title}」（#{id}）をこのやり取りにまとめました。すべての内容を一か所でご確認いただけます。',
  'zh-TW': '您的提問「{title}」（#{id}）已併入此對話，所有內容都集中在同一處。',
  'zh-CN': '您的咨询“{title}”（#{id}）已合并到此对话中，所有内容都集中在一处。',
  id: 'Pertanyaan Anda “{title}” (#{id}) telah digabungkan ke percakapan ini agar semuanya ada di satu tempat.',
  th: 'เรื่องสอบถาม “{title}” (#{id}) ของคุณถูกรวมเข้ากับการสนทนานี้แล้ว เพื่อให้ทุกอย่างอยู่ในที่เดียว',
  vi: 'Yêu cầu “{title}” (#{id}) của bạn đã được gộp vào cuộc trò chuyện này để mọi thứ ở cùng một chỗ.',
  de: 'Deine Anfrage „{title}“ (#{id}) wurde in diese Unterhaltung übernommen, damit alles an einem Ort ist.',
  es: 'Tu consulta «{title}» (#{id}) se ha añadido a esta conversación para que todo esté en un solo lugar.',
  fr: 'Votre demande « {title} » (#{id}) a été ajoutée à cette conversation afin que tout soit au même endroit.',
  pt: 'Sua solicitação “{title}” (#{id}) foi adicionada a esta conversa para que tudo fique em um só lugar.',
  ru: 'Ваше обращение «{title}» (#{id}) добавлено в эту переписку, чтобы всё было в одном месте.',
  tr: '“{title}” (#{id}) başlıklı talebiniz, her şey tek bir yerde olsun diye bu yazışmaya eklendi.',
  it: 'La tua richiesta “{title}” (#{id}) è stata aggiunta a questa conversazione, così tutto è in un unico posto.',
  ar: 'أُضيف استفسارك «{title}» (#{id}) إلى هذه المحادثة ليكون كل شيء في مكان واحد.',
};

/** The notice in `lang` (English for a language the site does not have). */
export function mergeNotice(lang: string, vars: { title: string; inquiryId: number }): string {
  const text = MERGE_NOTICE[lang as Language] ?? MERGE_NOTICE.en;
  return text.replaceAll('{title}', vars.title).replaceAll('{id}', String(vars.inquiryId));
}
