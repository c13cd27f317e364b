// Demo texts of the notice pages a brand's footer links to, per language. The body is plain text
// in a tiny markup: paragraphs separated by a blank line, `## ` starts a heading, `- ` a list
// item. The seed fills {brand}, {company}, {email}, {address}, {phone} and {representative}
// with the brand's own details.
import type { Language } from '@guildhall/contract/areas';
import type { NoticeSlug } from '@guildhall/contract/footers';
import * as id from './notices/id';
import * as th from './notices/th';
import * as vi from './notices/vi';
import * as de from './notices/de';
import * as es from './notices/es';
import * as fr from './notices/fr';
import * as pt from './notices/pt';
import * as ru from './notices/ru';
import * as tr from './notices/tr';
import * as it from './notices/it';
import * as ar from './notices/ar';

export interface NoticeText {
  title: string;
  body: string;
}

function notice(title: string, body: string): NoticeText {
  return { title, body: body.trim() };
}

// ---------------------------------------------------------------------------------------------
// Privacy policy
// ---------------------------------------------------------------------------------------------

const privacyEn = notice(
  'Privacy Policy',
  `
{company} ("we", "us") operates {brand} and the games, websites and support services offered under it (together, the "Services"). This Privacy Policy explains what personal information we collect when you use the Services, how we use and protect it, and the choices and rights you have. By using the Services you acknowledge that your information will be handled as described here.

## 1. Information we collect

We collect only the information we need to run the Services:

- Account information: your account ID, nickname and the login method you choose, such as an email address or a linked third-party account (for example Google, Apple, Facebook or VK). From those platforms we receive only the identifiers and profile details you allow them to share.
- Game data: character names, progress, items, balances of in-game currency, chat messages sent through game features, and play history.
- Purchase information: order numbers, products bought, amounts, currency, time of purchase and payment status. Card numbers and other payment credentials are processed by the app store or payment provider; we do not store them.
- Support information: the inquiries you submit, attachments such as screenshots, and our replies.
- Device and log information: IP address, device model, operating system, language setting, advertising or device identifiers where permitted, crash reports and access logs.

## 2. How we use your information

- To create and manage your account and provide the games you play.
- To process recharges, deliver in-game currency and items, and handle refunds and the re-payment of failed orders.
- To answer inquiries and provide customer support.
- To detect, investigate and prevent cheating, fraud, account theft and other breaches of our Terms of Service.
- To maintain, analyse and improve the Services and develop new features.
- To send service notices and, where you have agreed, news about events and new games. You can unsubscribe from marketing messages at any time.
- To comply with our legal obligations, including tax, accounting and consumer protection rules.

## 3. How long we keep it

We keep personal information only for as long as the purposes above require. Account and game data are kept while your account exists and are deleted or anonymised within a reasonable period after the account is closed. Purchase records are kept for the period required by tax and commercial law, generally five to seven years. Support records are kept for up to three years after an inquiry is closed, and access logs for up to one year, unless a longer period is needed to resolve a dispute or is required by law.

## 4. Sharing with third parties

We do not sell your personal information. We share it only:

- with app stores and payment providers, to complete your purchases;
- with service providers that host our servers, send email, analyse crashes or run our support tools, under contracts that require them to protect the information and use it only on our instructions;
- with platforms you choose to link to your account;
- with affiliated companies that help operate the Services in your region;
- when required by law, a court order or a request from a competent authority, or when necessary to protect the life, safety or property of players or others.

Some of these recipients may be located outside your country. When we transfer information across borders, we apply the safeguards required by applicable law, such as standard contractual clauses.

## 5. Security

We protect personal information with encryption in transit, access controls, logging and regular reviews of our systems. No method of transmission or storage is completely secure, so please keep your password private and tell us at once if you believe your account has been compromised.

## 6. Your rights

Depending on the law where you live, you may ask us to give you access to your personal information, correct or delete it, restrict or object to its use, provide it to you in a portable format, or withdraw a consent you have given. You may also complain to your local data protection authority. To make a request, contact us using the details below. We may need to verify your identity first, and we will reply within the period set by law.

## 7. Children

The Services are not directed at children below the age at which parental consent is required in their country. Minors should use the Services and make purchases only with the consent of a parent or guardian. If we learn that we have collected information from a child without the required consent, we will delete it.

## 8. Cookies

Our websites use cookies and similar technologies to keep you signed in, remember your language and region, and measure how the site is used. You can block or delete cookies in your browser settings, but some features may then stop working.

## 9. Changes to this policy

We may update this Privacy Policy when the Services or the law change. We will publish the new version on this page and announce significant changes in the Services in advance.

## 10. Contact

For questions about this policy or your personal information, please contact us:

- Operator: {company}
- Address: {address}
- Email: {email}
`,
);

const privacyJa = notice(
  'プライバシーポリシー',
  `
{company}（以下「当社」といいます。）は、当社が{brand}において提供するゲーム、ウェブサイトおよびサポートサービス（以下「本サービス」といいます。）における利用者の個人情報の取扱いについて、個人情報の保護に関する法律その他の関係法令を遵守し、以下のとおりプライバシーポリシー（以下「本ポリシー」といいます。）を定めます。

## 第1条（取得する情報）

当社は、本サービスの提供にあたり、以下の情報を取得します。

- アカウント情報：ユーザーID、ニックネーム、ログインに利用するメールアドレスまたは連携した外部サービス（Apple、Google、X等）の識別子
- ゲーム利用情報：キャラクター名、プレイ履歴、アイテムおよびゲーム内通貨の保有・利用状況、チャット等の投稿内容
- 購入情報：注文番号、購入商品、金額、購入日時および決済状況（クレジットカード番号等の決済情報は各アプリストアまたは決済事業者が管理し、当社は保持しません。）
- お問い合わせ情報：お問い合わせ内容、添付されたスクリーンショット等のファイルおよび当社からの回答
- 端末・通信情報：IPアドレス、端末の機種、OS、言語設定、広告識別子、クラッシュログ、アクセスログ等

## 第2条（利用目的）

当社は、取得した情報を以下の目的で利用します。

- 本サービスの提供、アカウントの管理および本人確認のため
- 有料コンテンツの販売、決済処理、ゲーム内通貨・アイテムの付与ならびに再決済および返金への対応のため
- お問い合わせへの対応およびカスタマーサポートのため
- チート、不正アクセス、不正決済その他の不正行為の防止・調査および利用規約違反への対応のため
- 本サービスの維持、改善、分析および新サービスの開発のため
- メンテナンス、重要なお知らせ、キャンペーン・イベント等のご案内のため（広告宣伝を目的とするご案内は、設定により配信を停止できます。）
- 法令に基づく対応のため

## 第3条（保存期間）

当社は、利用目的の達成に必要な期間に限り個人情報を保存します。アカウント情報およびゲーム利用情報はアカウントの存続期間中保存し、退会後は合理的な期間内に削除または匿名化します。購入情報は税法その他の法令で定められた期間（原則として7年間）、お問い合わせ情報は対応完了後3年間、アクセスログは1年間を上限として保存します。ただし、紛争への対応その他法令上必要な場合はこの限りではありません。

## 第4条（第三者提供）

当社は、次に掲げる場合を除き、あらかじめ本人の同意を得ることなく個人情報を第三者に提供しません。

- 法令に基づく場合
- 人の生命、身体または財産の保護のために必要がある場合であって、本人の同意を得ることが困難であるとき
- 国の機関もしくは地方公共団体またはその委託を受けた者が法令の定める事務を遂行することに対して協力する必要がある場合
- 合併その他の事由による事業の承継に伴って個人情報が提供される場合

## 第5条（業務委託および外国にある第三者への提供）

当社は、サーバーの運用、メール配信、決済処理、カスタマーサポート、データ分析等の業務の全部または一部を外部に委託することがあります。この場合、当社は委託先を適切に選定し、必要かつ適切な監督を行います。委託先または当社グループ会社が日本国外に所在する場合は、個人情報の保護に関する法律に従い、当該国における個人情報の保護に関する制度等の情報を提供したうえで、必要な措置を講じます。

## 第6条（安全管理措置）

当社は、通信の暗号化、アクセス権限の管理、アクセスログの監視、従業者への教育その他、個人情報の漏えい、滅失または毀損を防止するために必要かつ適切な措置を講じます。

## 第7条（開示等の請求）

利用者は、当社に対し、保有個人データの利用目的の通知、開示、内容の訂正・追加・削除、利用の停止・消去、第三者への提供の停止および第三者提供記録の開示を請求することができます。当社は、ご本人であることを確認したうえで、法令に従い遅滞なく対応します。なお、利用目的の通知および開示の請求については、所定の手数料をいただく場合があります。

## 第8条（未成年者の利用）

未成年の利用者は、親権者等の法定代理人の同意を得たうえで本サービスを利用し、個人情報を提供してください。

## 第9条（Cookie等の利用）

当社のウェブサイトでは、ログイン状態や言語・地域設定の保持および利用状況の分析のため、Cookieおよびこれに類する技術を使用しています。ブラウザの設定によりCookieを無効にすることができますが、その場合、一部の機能をご利用いただけなくなることがあります。

## 第10条（本ポリシーの変更）

当社は、法令の改正や本サービスの変更に応じて本ポリシーを改定することがあります。重要な変更を行う場合は、本サービス上で事前に告知します。

## 第11条（お問い合わせ窓口）

本ポリシーおよび個人情報の取扱いに関するお問い合わせは、以下の窓口までご連絡ください。

- 事業者名：{company}
- 代表者：{representative}
- 所在地：{address}
- メールアドレス：{email}
`,
);

const privacyZhTw = notice(
  '隱私權政策',
  `
{company}（以下稱「本公司」）為經營{brand}及其所提供之遊戲、網站與客服服務（以下合稱「本服務」），依個人資料保護相關法令制定本隱私權政策，說明本公司如何蒐集、處理、利用及保護您的個人資料。當您使用本服務時，即表示您已閱讀並同意本政策。

## 一、蒐集之個人資料類別

- 帳號資料：會員編號、暱稱、登入用電子郵件或綁定之第三方帳號（如 Google、Apple、Facebook、LINE）識別碼。
- 遊戲資料：角色名稱、遊戲進度、道具與遊戲幣之持有及使用紀錄、聊天及留言內容。
- 交易資料：訂單編號、購買商品、金額、儲值時間及付款狀態。信用卡號等付款資訊由應用程式商店或金流服務商處理，本公司不予保存。
- 客服資料：您提交之問題內容、截圖等附件及本公司之回覆。
- 裝置與連線資料：IP 位址、裝置型號、作業系統、語言設定、廣告識別碼、當機紀錄及存取紀錄。

## 二、蒐集目的

- 提供本服務、管理帳號及驗證身分。
- 處理儲值交易、發放遊戲幣與道具，以及辦理補單、退款等相關作業。
- 回覆您的問題並提供客戶服務。
- 偵測、調查及防止外掛、詐欺、盜用帳號等違規行為。
- 維護、分析及改善本服務，並開發新功能。
- 發送系統公告，並於取得您同意後提供活動及新遊戲資訊；您可隨時取消訂閱。
- 履行法令規定之義務。

## 三、利用之期間、地區、對象及方式

- 期間：於蒐集目的存續期間，或依法令規定、契約約定之保存期間內利用。帳號與遊戲資料於帳號存續期間保存，帳號刪除後於合理期間內刪除或去識別化；交易紀錄依稅務及會計法令保存，原則為五至七年；客服紀錄於結案後最長保存三年；存取紀錄最長保存一年。
- 地區：本公司及受託廠商之營運所在地，以及本服務伺服器所在地。
- 對象：本公司、受本公司委託處理資料之廠商、您選擇綁定之平台，以及依法有權調閱之機關。
- 方式：以自動化機器或其他非自動化之方式，於蒐集目的範圍內處理及利用。

## 四、提供予第三人

本公司不會出售您的個人資料。除下列情形外，不會將您的個人資料提供予第三人：

- 為完成交易，提供予應用程式商店及金流服務商。
- 委託伺服器代管、電子郵件發送、當機分析及客服系統等廠商處理，並以契約要求其善盡保密及安全維護義務。
- 經您同意或您主動綁定之第三方平台。
- 依法令規定，或經司法機關、其他權責機關依法要求。
- 為防止您或他人之生命、身體、自由或財產上之危險。

## 五、資料安全

本公司採取傳輸加密、存取權限控管、系統紀錄監控及定期檢查等措施保護您的個人資料。請妥善保管帳號密碼，如發現帳號遭盜用，請立即通知客服中心。

## 六、您的權利

依個人資料保護法第三條規定，您得就您的個人資料向本公司行使下列權利：

- 查詢或請求閱覽。
- 請求製給複製本。
- 請求補充或更正。
- 請求停止蒐集、處理或利用。
- 請求刪除。

本公司於確認您的身分後，將於法定期限內處理；必要時得酌收成本費用。

## 七、不提供個人資料之影響

您可自由選擇是否提供個人資料；惟若您拒絕提供本服務所必要之資料，可能無法註冊帳號、完成儲值或獲得客服協助。

## 八、未成年人

未成年人應於法定代理人閱讀並同意本政策後，始得使用本服務及進行儲值。

## 九、Cookie 之使用

本公司網站使用 Cookie 及類似技術，以維持登入狀態、記住語言與地區設定並分析網站使用情形。您可透過瀏覽器設定拒絕 Cookie，但部分功能可能因此無法正常使用。

## 十、政策修訂

本公司得因法令或服務變更修訂本政策，修訂後將公告於本頁面；如有重大變更，將事先於本服務中通知。

## 十一、聯絡方式

- 公司名稱：{company}
- 地址：{address}
- 電子郵件：{email}
`,
);

const privacyKo = notice(
  '개인정보처리방침',
  `
{company}(이하 "회사")는 「개인정보 보호법」 등 관련 법령을 준수하며, {brand}에서 제공하는 게임, 웹사이트 및 고객 지원 서비스(이하 "서비스")를 이용하는 이용자의 개인정보를 보호하기 위하여 다음과 같이 개인정보처리방침을 수립·공개합니다.

## 1. 수집하는 개인정보 항목 및 수집 방법

- 회원 가입 및 로그인: 회원 번호, 닉네임, 이메일 주소 또는 연동한 외부 계정(Google, Apple, 카카오, 네이버 등)의 식별자
- 게임 이용: 캐릭터명, 게임 이용 기록, 아이템 및 게임 재화의 보유·사용 내역, 채팅 내용
- 유료 결제: 주문 번호, 구매 상품, 결제 금액, 결제 일시 및 결제 상태(신용카드 번호 등 결제 정보는 앱 마켓 또는 결제대행사가 처리하며 회사는 보관하지 않습니다)
- 고객 문의: 문의 내용, 첨부 파일(스크린샷 등) 및 답변 내역
- 자동 수집 정보: IP 주소, 기기 모델, 운영체제, 언어 설정, 광고 식별자, 오류 로그, 서비스 접속 기록

회사는 이용자가 서비스 가입 및 이용 과정에서 직접 입력하거나, 서비스 이용 중 자동으로 생성되는 방식으로 개인정보를 수집합니다.

## 2. 개인정보의 처리 목적

- 회원 관리: 회원 식별, 본인 확인, 부정 이용 방지, 분쟁 조정을 위한 기록 보존
- 서비스 제공: 게임 서비스 제공, 유료 재화 충전 및 지급, 재결제 및 환불 처리
- 고객 지원: 문의 접수 및 답변, 공지사항 전달
- 서비스 개선: 이용 통계 분석, 오류 수정, 신규 서비스 개발
- 마케팅(동의한 경우에 한함): 이벤트 및 신규 게임 안내. 동의는 언제든지 철회할 수 있습니다.

## 3. 개인정보의 처리 및 보유 기간

회사는 원칙적으로 회원 탈퇴 시 개인정보를 지체 없이 파기합니다. 다만, 관련 법령에 따라 보존할 필요가 있는 경우 아래 기간 동안 보관합니다.

- 계약 또는 청약철회 등에 관한 기록: 5년(「전자상거래 등에서의 소비자보호에 관한 법률」)
- 대금결제 및 재화 등의 공급에 관한 기록: 5년(「전자상거래 등에서의 소비자보호에 관한 법률」)
- 소비자의 불만 또는 분쟁처리에 관한 기록: 3년(「전자상거래 등에서의 소비자보호에 관한 법률」)
- 서비스 접속 기록: 3개월(「통신비밀보호법」)

## 4. 개인정보의 제3자 제공

회사는 이용자의 개인정보를 "2. 개인정보의 처리 목적"에서 명시한 범위 내에서만 처리하며, 이용자의 동의가 있거나 법률에 특별한 규정이 있는 경우에만 제3자에게 제공합니다.

## 5. 개인정보 처리의 위탁 및 국외 이전

회사는 원활한 서비스 제공을 위하여 서버 운영, 결제 처리, 이메일 발송, 고객 지원 시스템 운영 등의 업무를 외부 전문업체에 위탁할 수 있으며, 위탁 계약 시 수탁자가 개인정보 보호 관련 법령을 준수하도록 관리·감독합니다. 서버 또는 수탁자가 국외에 있는 경우 이전되는 개인정보 항목, 이전 국가, 이전 일시 및 방법, 이전받는 자, 이용 목적 및 보유 기간을 본 방침 또는 별도 고지를 통해 안내합니다.

## 6. 개인정보의 파기 절차 및 방법

보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다. 전자적 파일은 복구할 수 없는 기술적 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.

## 7. 정보주체의 권리와 행사 방법

이용자(만 14세 미만 아동의 경우 법정대리인)는 언제든지 개인정보 열람, 정정·삭제, 처리정지 및 동의 철회를 요구할 수 있습니다. 요청은 고객센터 또는 아래 이메일로 할 수 있으며, 회사는 본인 확인 후 지체 없이 조치합니다.

## 8. 만 14세 미만 아동의 개인정보

회사는 만 14세 미만 아동의 개인정보를 수집하는 경우 법정대리인의 동의를 받습니다.

## 9. 개인정보의 안전성 확보 조치

- 관리적 조치: 내부관리계획 수립·시행, 개인정보 취급 직원 교육
- 기술적 조치: 접근 권한 관리, 전송 구간 암호화, 접속 기록 보관 및 위·변조 방지, 보안 프로그램 설치
- 물리적 조치: 전산실 및 자료 보관실 출입 통제

## 10. 쿠키의 설치·운영 및 거부

웹사이트는 로그인 상태 유지, 언어·지역 설정 저장, 이용 분석을 위하여 쿠키를 사용합니다. 이용자는 웹 브라우저 설정을 통해 쿠키 저장을 거부할 수 있으나, 이 경우 일부 서비스 이용이 제한될 수 있습니다.

## 11. 개인정보 보호책임자

회사는 개인정보 처리에 관한 업무를 총괄하고 관련 문의와 불만을 처리하기 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.

- 개인정보 보호책임자: {representative}
- 이메일: {email}
- 주소: {address}

## 12. 권익침해 구제 방법

개인정보 침해에 대한 신고나 상담이 필요한 경우 아래 기관에 문의할 수 있습니다.

- 개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)
- 개인정보침해신고센터: 118 (privacy.kisa.or.kr)
- 대검찰청: 1301 (www.spo.go.kr)
- 경찰청: 182 (ecrm.police.go.kr)

## 13. 개인정보처리방침의 변경

이 개인정보처리방침은 법령 및 서비스 변경에 따라 개정될 수 있으며, 변경 시 시행 7일 전부터 웹사이트 공지사항을 통해 안내합니다.
`,
);

const privacyZhCn = notice(
  '隐私政策',
  `
{company}（以下简称“我们”）运营{brand}及其提供的游戏、网站与客服服务（以下合称“本服务”）。本隐私政策说明您使用本服务时我们会收集哪些个人信息、如何使用和保护这些信息，以及您享有的选择和权利。使用本服务即表示您知悉我们将按照本政策处理您的信息。

## 一、我们收集的信息

我们仅收集提供本服务所必需的信息：

- 账号信息：账号 ID、昵称及您选择的登录方式，如电子邮箱或绑定的第三方账号（例如 Google、Apple、Facebook）。我们仅从第三方平台获取您授权共享的标识符和基本资料。
- 游戏数据：角色名、游戏进度、道具及游戏币的持有与使用记录、通过游戏功能发送的聊天内容及游戏记录。
- 交易信息：订单号、购买商品、金额、币种、购买时间及支付状态。银行卡号等支付凭证由应用商店或支付服务商处理，我们不会保存。
- 客服信息：您提交的咨询内容、截图等附件以及我们的回复。
- 设备与日志信息：IP 地址、设备型号、操作系统、语言设置、在法律允许范围内的广告标识符或设备标识符、崩溃报告及访问日志。

## 二、我们如何使用您的信息

- 创建和管理您的账号，提供您所游玩的游戏；
- 处理充值，发放游戏币与道具，办理退款及失败订单的补单；
- 回复咨询并提供客户服务；
- 发现、调查和防范外挂、欺诈、盗号及其他违反服务条款的行为；
- 维护、分析和改进本服务，开发新功能；
- 发送服务通知，并在取得您同意后推送活动及新游戏资讯，您可随时退订营销信息；
- 履行税务、会计及消费者保护等方面的法律义务。

## 三、保存期限

我们仅在实现上述目的所需的期限内保存个人信息。账号及游戏数据在账号存续期间保存，账号注销后将在合理期限内删除或匿名化处理；交易记录按照税务及商业法律要求的期限保存，一般为五至七年；客服记录在咨询结案后最多保存三年；访问日志最多保存一年。如处理争议需要或法律另有规定，可适当延长保存期限。

## 四、与第三方共享

我们不会出售您的个人信息，仅在以下情形下共享：

- 为完成您的购买，提供给应用商店及支付服务商；
- 提供给为我们托管服务器、发送邮件、分析崩溃或运行客服系统的服务商，并以合同要求其妥善保护信息、仅按我们的指示使用；
- 提供给您主动选择绑定的第三方平台；
- 提供给协助在您所在地区运营本服务的关联公司；
- 根据法律、法院命令或主管机关的要求，或为保护玩家及他人的生命、安全或财产所必需。

部分接收方可能位于您所在国家或地区以外。跨境传输信息时，我们将依照适用法律采取标准合同条款等必要保障措施。

## 五、信息安全

我们通过传输加密、访问权限控制、日志记录及定期安全检查等措施保护您的个人信息。任何传输或存储方式都无法保证绝对安全，请妥善保管您的密码；如发现账号可能被盗用，请立即联系我们。

## 六、您的权利

根据您所在地的法律，您可以要求查阅、更正或删除您的个人信息，限制或反对我们对其的使用，以可携带的格式获取副本，或撤回您已作出的同意。您也可以向当地的个人信息保护监管机构投诉。如需行使上述权利，请通过下方联系方式与我们联系；我们可能需要先核实您的身份，并将在法律规定的期限内答复。

## 七、未成年人保护

本服务并非面向未达到所在国家或地区规定的、需要监护人同意年龄的儿童。未成年人应在父母或其他监护人同意后使用本服务并进行充值。如我们发现在未取得必要同意的情况下收集了儿童的信息，将及时予以删除。

## 八、Cookie

我们的网站使用 Cookie 及类似技术，用于保持登录状态、记住您的语言和地区设置以及统计网站使用情况。您可以在浏览器设置中拦截或删除 Cookie，但部分功能可能因此无法正常使用。

## 九、政策更新

当本服务或相关法律发生变化时，我们可能更新本隐私政策。新版本将在本页面公布；如有重大变更，我们将提前在本服务中通知您。

## 十、联系我们

如您对本政策或您的个人信息有任何疑问，请联系：

- 运营方：{company}
- 地址：{address}
- 电子邮箱：{email}
`,
);

// ---------------------------------------------------------------------------------------------
// Terms of service
// ---------------------------------------------------------------------------------------------

const termsEn = notice(
  'Terms of Service',
  `
These Terms of Service ("Terms") set out the rules for using {brand} and the games, websites, in-game stores and support services provided by {company} ("we", "us") (together, the "Services"). By creating an account or using the Services you agree to these Terms. If you do not agree, please do not use the Services.

## 1. Accounts

- You must be old enough to enter into a contract in your country, or have the consent of a parent or guardian. Minors must obtain that consent before making any purchase.
- You are responsible for the information you register and for keeping your login details secure. Everything done through your account is treated as done by you.
- Accounts are personal. You may not sell, lend, share or transfer your account or anything in it.
- If you notice unauthorised use of your account, contact the support center immediately.

## 2. Virtual currency and items

- The Services may offer virtual currency and items that you earn by playing or obtain through a recharge. You receive a limited, revocable licence to use them within the relevant game; they are not your property.
- Virtual currency and items have no monetary value. They cannot be exchanged for money or goods outside the Services, and cannot be moved between accounts or games unless we expressly allow it.
- Prices, including any applicable tax, are shown on the purchase screen. A purchase is complete when payment is confirmed, and the currency or items are normally credited straight away. If a payment succeeds but nothing arrives, or an order fails, please use self-service repayment or contact the support center.
- Except where the law requires otherwise, purchases cannot be refunded or cancelled once the content has been delivered.
- If a game ends its service, we will announce it in advance, normally at least 30 days before, and will handle unused paid currency as required by applicable law.

## 3. Prohibited conduct

You must not:

- use cheats, bots, macros, modified clients or other unauthorised software, or exploit bugs instead of reporting them;
- access or try to access another person's account, or obtain account details by deception;
- buy, sell or trade accounts, virtual currency or items for real money or outside the Services;
- make fraudulent payments, use someone else's payment method, or abuse refunds or chargebacks;
- harass, threaten or discriminate against other players, or post obscene, hateful or unlawful content;
- impersonate our staff or anyone else;
- disrupt our servers or networks, or reverse engineer, decompile or modify the Services;
- use the Services for advertising, solicitation or other commercial purposes without our permission;
- do anything else that breaks the law or these Terms.

## 4. Suspension and termination

If you break these Terms we may, depending on how serious the breach is, warn you, remove content, take back items obtained improperly, or suspend or permanently close your account. Where the law permits, virtual currency and items lost in this way are not refunded. When circumstances allow, we will tell you the reason and give you an opportunity to respond. You may close your account at any time through the Services or by contacting us.

## 5. Changes and interruptions

We may change, add or remove features, content or games, and may suspend the Services for maintenance, updates, system failures or events beyond our control. We will give advance notice whenever reasonably possible.

## 6. Intellectual property

All rights in the Services, including software, artwork, characters, music and text, belong to us or our licensors. You may use them only for personal, non-commercial play within the Services.

## 7. Disclaimers and limitation of liability

The Services are provided "as is". We do not guarantee that they will be uninterrupted or error-free, or that they will meet your particular expectations. To the extent permitted by law, we are not liable for indirect or consequential loss, and our total liability to you is limited to the amount you paid us in the three months before the event giving rise to the claim. Nothing in these Terms limits our liability for intentional misconduct or gross negligence, or any right you have under mandatory consumer protection law.

## 8. Changes to these Terms

We may amend these Terms. We will publish the new version on this page and announce important changes in advance. If you continue to use the Services after the changes take effect, you accept the amended Terms.

## 9. Governing law and disputes

These Terms are governed by the laws of the country or region where {company} has its registered office, without affecting the mandatory consumer protection rules of the country where you live. We will first try to resolve any dispute through our support center. If that fails, the dispute will be brought before the competent court for our registered office, unless the law gives you the right to bring proceedings elsewhere.

## 10. Contact

- Operator: {company}
- Address: {address}
- Email: {email}
`,
);

const termsJa = notice(
  '利用規約',
  `
この利用規約（以下「本規約」といいます。）は、{company}（以下「当社」といいます。）が{brand}において提供するゲーム、ウェブサイト、ゲーム内ショップおよびサポートサービス（以下「本サービス」といいます。）の利用条件を定めるものです。利用者は、本規約に同意のうえ本サービスを利用するものとし、本サービスを利用した時点で本規約に同意したものとみなします。

## 第1条（アカウント）

- 利用者は、当社所定の方法によりアカウントを登録するものとします。
- 利用者は、自己の責任においてアカウントおよびパスワードを管理するものとし、これを第三者に利用させ、または譲渡、貸与、売買等をしてはなりません。
- アカウントを通じて行われた行為は、当該アカウントを保有する利用者の行為とみなします。
- アカウントの不正利用に気付いた場合は、直ちにサポートセンターへご連絡ください。

## 第2条（未成年者の利用）

未成年の利用者は、親権者等の法定代理人の同意を得たうえで本サービスを利用するものとします。有料サービスを利用する場合も同様とします。ゲームによっては、年齢に応じた月間購入上限額を設けています。

## 第3条（ゲーム内通貨およびアイテム）

- 本サービスでは、有償または無償で取得できるゲーム内通貨およびアイテム（以下「ゲーム内通貨等」といいます。）を提供することがあります。
- ゲーム内通貨等は、当社が定める範囲で本サービス内においてのみ利用できるものであり、利用者に所有権その他の財産権を付与するものではありません。
- ゲーム内通貨等は、現金その他の財物と交換することはできず、他のアカウントまたは他のゲームへ移行することもできません。
- 有償のゲーム内通貨のチャージは決済の完了をもって成立し、原則として直ちにアカウントへ付与されます。決済が完了したにもかかわらず付与されない場合は、セルフ再決済機能またはサポートセンターをご利用ください。
- 法令に定める場合を除き、購入後の返金、キャンセルおよび返品には応じられません。
- 有償のゲーム内通貨は、資金決済に関する法律その他の法令に従い取り扱います。詳細は「資金決済法に基づく表示」をご確認ください。

## 第4条（禁止事項）

利用者は、本サービスの利用にあたり、以下の行為をしてはなりません。

- チートツール、BOT、マクロ、改造クライアントその他当社が認めないソフトウェアを使用する行為
- 不具合を意図的に利用し、または第三者に広める行為
- 他人のアカウントへの不正アクセスまたはその試み
- アカウントまたはゲーム内通貨等を現実の金銭等と交換し、または交換を目的として譲渡・売買する行為（RMT）
- 不正な決済、他人名義の決済手段の利用、チャージバックの濫用その他不正に利益を得る行為
- 他の利用者に対する誹謗中傷、嫌がらせ、差別的またはわいせつな表現その他公序良俗に反する行為
- 当社の運営スタッフまたは他人になりすます行為
- サーバーまたはネットワークに過度な負荷をかける行為、本サービスのリバースエンジニアリング、逆コンパイル、改変等の行為
- 当社の許可なく本サービスを営業、宣伝、勧誘その他の商業目的で利用する行為
- 法令または本規約に違反する行為、その他当社が不適切と判断する行為

## 第5条（利用停止等）

当社は、利用者が本規約に違反した場合、違反の内容および程度に応じて、事前の通知なく、警告、投稿の削除、不正に取得されたゲーム内通貨等の没収、アカウントの一時停止または永久停止等の措置を講じることができます。この場合、法令上認められる範囲で、当社はゲーム内通貨等の払戻しを行いません。

## 第6条（サービスの変更・中断・終了）

当社は、本サービスの内容を変更し、またはメンテナンス、システム障害、天災地変その他やむを得ない事由により本サービスの全部または一部を中断することがあります。ゲームの提供を終了する場合は、原則として終了日の30日前までに本サービス上で告知します。

## 第7条（知的財産権）

本サービスに関するソフトウェア、画像、キャラクター、音楽、文章その他一切の知的財産権は、当社または正当な権利者に帰属します。

## 第8条（免責事項）

当社は、本サービスが中断しないこと、不具合がないこと、および利用者の特定の目的に適合することを保証しません。当社が利用者に対して損害賠償責任を負う場合、当社の故意または重過失による場合を除き、その賠償額は、損害が生じた月を含む過去3か月間に利用者が当社に支払った金額を上限とします。ただし、消費者契約法その他の強行法規により当社の責任が制限されない場合は、この限りではありません。

## 第9条（本規約の変更）

当社は、民法第548条の4の規定に基づき、本規約を変更することがあります。変更する場合は、変更後の内容および効力発生日を、効力発生日の相当期間前までに本サービス上で周知します。

## 第10条（準拠法および管轄裁判所）

本規約の準拠法は日本法とします。本サービスに関して当社と利用者との間に紛争が生じた場合は、当社の本店所在地を管轄する地方裁判所を第一審の専属的合意管轄裁判所とします。

## お問い合わせ

- 事業者名：{company}
- 所在地：{address}
- メールアドレス：{email}
`,
);

const termsZhTw = notice(
  '服務條款',
  `
歡迎使用{brand}。本服務條款（以下稱「本條款」）係{company}（以下稱「本公司」）與您之間，就使用本公司所提供之遊戲、網站、儲值及客服服務（以下合稱「本服務」）所訂定之契約。您於註冊帳號前，已有合理期間（至少三日）審閱本條款全部內容；當您註冊或開始使用本服務時，即視為您已閱讀、瞭解並同意本條款。

## 第一條　帳號註冊及管理

- 您應提供正確之註冊資料，並自行妥善保管帳號及密碼，不得出借、轉讓、販售或與他人共用。
- 透過您的帳號所進行之一切行為，均視為您本人之行為。
- 如發現帳號遭盜用，請立即通知客服中心；本公司於確認後將暫停該帳號之使用，並協助調查及回復。

## 第二條　未成年人之使用

未成年人應於法定代理人閱讀並同意本條款後，始得使用本服務；未成年人進行儲值時，亦應取得法定代理人之同意。各遊戲均依遊戲軟體分級規定標示分級，請依分級使用。

## 第三條　儲值及虛擬貨幣

- 本服務提供之遊戲幣及虛擬道具，僅得於本公司指定之遊戲範圍內使用，您僅取得使用權，並非取得所有權。
- 遊戲幣及虛擬道具不得兌換現金，亦不得於本服務以外轉讓或交易，且不得於不同帳號或遊戲間移轉，但本公司另有公告者不在此限。
- 儲值金額以購買頁面顯示者為準；付款完成後，遊戲幣原則上即時入帳。如付款成功但未入帳或訂單異常，請使用自助補單功能或聯繫客服中心。
- 除法令另有規定外，儲值完成後恕不退款。您依法申請終止契約時，本公司將依相關法令退還您已支付但尚未使用之儲值金額。

## 第四條　禁止行為

您不得有下列行為：

- 使用外掛、機器人、巨集、修改版用戶端或其他未經授權之程式，或故意利用程式漏洞。
- 盜用或意圖取得他人帳號及密碼。
- 以現實金錢或其他方式買賣、交易帳號、遊戲幣或虛擬道具。
- 使用他人之付款工具、以不正當方式儲值或濫用退款機制。
- 對其他玩家進行騷擾、恐嚇、歧視，或散布猥褻、仇恨或違法內容。
- 冒充本公司工作人員或他人。
- 干擾伺服器或網路運作，或對本服務進行反向工程、反編譯或修改。
- 未經本公司同意，利用本服務從事廣告或其他商業行為。
- 其他違反法令或本條款之行為。

## 第五條　違規處理

您違反本條款時，本公司得視情節輕重，採取警告、刪除內容、收回不當取得之遊戲幣或道具、暫停帳號使用或終止帳號等措施。本公司將以電子郵件或遊戲內公告通知您處理原因；您如有異議，得於接獲通知後七日內向客服中心提出申訴。

## 第六條　服務變更、中斷及終止

- 本公司得因系統維護、更新、設備故障或不可抗力等事由暫停本服務，並將事先公告；因可歸責於本公司之事由致服務中斷時，本公司將依中斷時間給予適當補償。
- 遊戲如停止營運，本公司將於停止營運日至少三十日前公告，並依法處理您尚未使用之儲值金額。

## 第七條　智慧財產權

本服務之軟體、美術、角色、音樂、文字等一切智慧財產權，均屬本公司或其授權人所有，您僅得於個人非商業目的範圍內使用。

## 第八條　免責聲明

本公司不保證本服務不會中斷或無任何錯誤。除因本公司之故意或重大過失所致者外，本公司對於您因使用本服務所生之間接損害不負賠償責任。本條款不影響您依消費者保護法等強制規定所享有之權利。

## 第九條　條款修訂

本公司得修訂本條款，並將修訂內容公告於本頁面；重大變更將於生效前於本服務中公告。您於修訂生效後繼續使用本服務，即視為同意修訂後之條款。

## 第十條　準據法及管轄法院

本條款之解釋及適用，以本公司登記所在地之法律為準據法。因本條款所生之爭議，雙方應先以誠信協商解決；協商不成時，以本公司登記所在地之第一審法院為管轄法院。您如為臺灣地區之消費者，不排除消費者保護法第四十七條或民事訴訟法第四百三十六條之九規定之小額訴訟管轄法院之適用。

## 第十一條　聯絡我們

- 公司名稱：{company}
- 地址：{address}
- 電子郵件：{email}
`,
);

const termsKo = notice(
  '이용약관',
  `
## 제1조 (목적)

이 약관은 {company}(이하 "회사")가 {brand}를 통해 제공하는 게임, 웹사이트, 게임 내 상점 및 고객 지원 서비스(이하 "서비스")의 이용과 관련하여 회사와 회원 간의 권리, 의무 및 책임 사항, 그 밖에 필요한 사항을 규정함을 목적으로 합니다.

## 제2조 (약관의 효력 및 변경)

- 이 약관은 서비스 화면에 게시하거나 그 밖의 방법으로 공지함으로써 효력이 발생합니다.
- 회사는 관련 법령을 위반하지 않는 범위에서 약관을 개정할 수 있으며, 개정 시 적용일자와 개정 사유를 명시하여 적용일 7일 전(회원에게 불리한 변경은 30일 전)부터 공지합니다.
- 회원이 개정 약관에 동의하지 않는 경우 이용계약을 해지할 수 있습니다.

## 제3조 (계정 관리)

- 회원은 자신의 계정과 비밀번호를 관리할 책임이 있으며, 이를 제3자에게 양도, 대여, 판매하거나 공유할 수 없습니다.
- 회원의 계정으로 이루어진 모든 행위는 회원 본인의 행위로 봅니다.
- 계정이 도용되었거나 제3자가 사용하고 있음을 알게 된 경우 즉시 고객센터에 알려야 합니다.

## 제4조 (미성년자의 이용)

만 19세 미만의 미성년자가 유료 서비스를 이용하려는 경우 법정대리인의 동의를 받아야 하며, 법정대리인의 동의 없이 이루어진 결제는 미성년자 본인 또는 법정대리인이 취소할 수 있습니다.

## 제5조 (유료 재화 및 아이템)

- 회원은 회사가 정한 결제 수단으로 유료 재화를 충전할 수 있으며, 충전한 재화는 해당 게임 내에서만 사용할 수 있습니다.
- 게임 재화와 아이템에 대한 권리는 회사가 정한 범위 내의 사용권이며, 현금으로 환전하거나 다른 계정 또는 게임으로 이전할 수 없습니다.
- 결제가 완료되었으나 재화가 지급되지 않은 경우 셀프 재결제 기능 또는 고객센터를 이용해 주시기 바랍니다.

## 제6조 (청약철회 및 환불)

- 회원은 유료 재화 등을 구매한 날로부터 7일 이내에 사용하지 않은 경우 청약철회를 할 수 있습니다. 다만, 구매 즉시 사용되거나 사용이 개시된 것으로 보는 콘텐츠, 일부를 사용한 묶음 상품 등 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 청약철회가 제한되는 경우에는 그러하지 아니하며, 회사는 해당 상품의 구매 화면에 이를 표시합니다.
- 결제 수단에 따라 앱 마켓 사업자의 환불 정책이 적용될 수 있습니다.
- 회원이 이용계약을 해지하는 경우 회사는 사용하지 않은 유료 재화를 관련 법령 및 「콘텐츠이용자보호지침」에 따라 환불합니다.

## 제7조 (금지 행위)

회원은 다음 행위를 하여서는 안 됩니다.

- 불법 프로그램(핵, 매크로, 봇 등)의 사용 또는 배포, 버그의 악용
- 타인의 계정 도용 또는 부정한 방법으로 타인의 정보를 취득하는 행위
- 게임 재화, 아이템, 계정을 현금 등으로 거래하거나 이를 알선하는 행위
- 타인의 결제 수단 도용, 부정 결제, 환불 제도의 악용
- 다른 이용자에 대한 욕설, 비방, 성희롱, 차별 등 불쾌감을 주는 행위
- 회사 직원 또는 운영자를 사칭하는 행위
- 서버 및 네트워크에 대한 공격, 서비스의 역설계·디컴파일·변조
- 회사의 동의 없는 영리 목적의 광고·홍보 행위
- 그 밖에 관련 법령 및 이 약관을 위반하는 행위

## 제8조 (이용 제한)

회사는 회원이 이 약관을 위반한 경우 위반의 정도에 따라 경고, 게시물 삭제, 부정하게 취득한 재화·아이템의 회수, 일시 정지 또는 영구 이용 정지 등의 조치를 할 수 있습니다. 회사는 이용을 제한하는 경우 그 사유와 기간을 회원에게 통지하며, 회원은 통지를 받은 날로부터 15일 이내에 고객센터를 통해 이의를 제기할 수 있습니다.

## 제9조 (서비스의 변경 및 중단)

- 회사는 정기 점검, 설비 장애, 천재지변 등 부득이한 사유가 있는 경우 서비스를 일시 중단할 수 있으며, 이를 사전에 공지합니다. 다만, 사전 공지가 불가능한 경우에는 사후에 공지할 수 있습니다.
- 회사가 게임 서비스를 종료하는 경우 종료일 30일 전까지 공지하며, 사용하지 않은 유료 재화는 관련 법령에 따라 처리합니다.

## 제10조 (면책)

- 회사는 천재지변, 전쟁, 기간통신사업자의 서비스 중지 등 불가항력으로 서비스를 제공할 수 없는 경우 책임이 면제됩니다.
- 회사는 회원의 귀책사유로 인한 서비스 이용 장애에 대하여 책임을 지지 않습니다.
- 회사의 고의 또는 중대한 과실로 인한 손해에 대해서는 이 조의 면책 규정이 적용되지 않습니다.

## 제11조 (준거법 및 관할)

이 약관은 대한민국 법령에 따라 해석되며, 회사와 회원 간에 발생한 분쟁에 관한 소송은 「민사소송법」에 따른 관할 법원에 제기합니다.

## 문의처

- 회사명: {company}
- 주소: {address}
- 이메일: {email}
`,
);

const termsZhCn = notice(
  '服务条款',
  `
本服务条款（以下简称“本条款”）规定了您使用{brand}以及{company}（以下简称“我们”）提供的游戏、网站、游戏内商城和客服服务（以下合称“本服务”）时应遵守的规则。创建账号或使用本服务即表示您同意本条款；如您不同意，请勿使用本服务。

## 一、账号

- 您应已达到所在国家或地区可订立合同的年龄，或已取得父母或其他监护人的同意。未成年人在进行任何充值前必须取得监护人同意。
- 您应对注册信息的真实性负责，并妥善保管登录信息。通过您的账号进行的一切行为均视为您本人的行为。
- 账号仅限本人使用，不得出售、出借、共享或转让账号及其中的任何内容。
- 如发现账号被他人未经授权使用，请立即联系客服中心。

## 二、虚拟货币与道具

- 本服务可能提供可通过游戏获得或通过充值获取的虚拟货币和道具。您仅获得在相应游戏内使用的有限、可撤销的许可，而非取得其所有权。
- 虚拟货币和道具不具有货币价值，不得在本服务以外兑换为现金或其他物品；除非我们明确允许，也不得在不同账号或游戏之间转移。
- 价格（含适用税费）以购买页面显示为准。支付确认后购买即告完成，虚拟货币或道具通常会即时到账。如支付成功但未到账，或订单失败，请使用自助补单功能或联系客服中心。
- 除法律另有规定外，内容交付后不予退款或取消订单。
- 如某款游戏停止运营，我们将提前公告（通常至少提前 30 天），并依照适用法律处理未使用的付费虚拟货币。

## 三、禁止行为

您不得：

- 使用外挂、脚本、宏、修改版客户端或其他未经授权的软件，或利用程序漏洞而不予报告；
- 访问或试图访问他人账号，或以欺骗手段获取账号信息；
- 以现实货币或在本服务以外买卖、交易账号、虚拟货币或道具；
- 进行欺诈性支付、使用他人支付方式，或滥用退款及拒付机制；
- 骚扰、威胁或歧视其他玩家，或发布淫秽、仇恨或违法内容；
- 冒充我们的工作人员或他人；
- 干扰服务器或网络运行，或对本服务进行反向工程、反编译或修改；
- 未经许可将本服务用于广告、招揽或其他商业目的；
- 实施其他违反法律或本条款的行为。

## 四、封禁与终止

如您违反本条款，我们可视情节轻重给予警告、删除内容、收回不当获得的道具，或暂停乃至永久关闭您的账号。在法律允许的范围内，因此失去的虚拟货币和道具不予退还。在情况允许时，我们会告知处理原因并给予您申诉的机会。您可随时通过本服务或联系我们注销账号。

## 五、服务变更与中断

我们可能调整、新增或移除功能、内容或游戏，并可能因维护、更新、系统故障或不可抗力暂停本服务。在合理可行的情况下，我们将提前通知。

## 六、知识产权

本服务中的软件、美术、角色、音乐、文字等一切权利均归我们或我们的授权方所有。您仅可在本服务内为个人非商业目的使用。

## 七、免责声明与责任限制

本服务按“现状”提供。我们不保证本服务不中断、无错误或符合您的特定期望。在法律允许的范围内，我们不对间接或后果性损失承担责任，我们对您承担的赔偿总额以引起索赔事件发生前三个月内您向我们支付的金额为上限。本条款不限制我们因故意或重大过失应承担的责任，也不影响您依据强制性消费者保护法律享有的任何权利。

## 八、条款修改

我们可能修改本条款，新版本将在本页面公布，重要变更将提前公告。变更生效后您继续使用本服务的，即视为接受修改后的条款。

## 九、适用法律与争议解决

本条款受{company}注册地所在国家或地区的法律管辖，但不影响您居住地强制性消费者保护规定的适用。发生争议时，我们将首先通过客服中心与您协商解决；协商不成的，提交我们注册地有管辖权的法院处理，法律赋予您在其他地方提起诉讼权利的除外。

## 十、联系我们

- 运营方：{company}
- 地址：{address}
- 电子邮箱：{email}
`,
);

// ---------------------------------------------------------------------------------------------
// Act on Specified Commercial Transactions (特定商取引法に基づく表記)
// ---------------------------------------------------------------------------------------------

const commercialEn = notice(
  'Notice Based on the Act on Specified Commercial Transactions',
  `
The following information is provided in accordance with Japan's Act on Specified Commercial Transactions for the paid content, in-game currency and items sold in the games and services of {brand}.

## Seller

{company}

## Person responsible for operations

{representative}

## Address

{address}

## Telephone number

We will disclose our telephone number without delay upon request. Please send such requests to the email address below. So that we can check your account and respond quickly, please send questions about games and purchases through the support center or by email.

## Email address

{email}

## Selling price

As shown on the purchase screen of each product in the in-game store or on our official recharge page. All prices include consumption tax.

## Charges other than the price

Internet connection and data charges needed to use the Services are paid by the customer. Some payment methods, such as convenience store payment, may carry an additional handling fee, which is shown before payment.

## Payment methods

- App Store payment (iOS)
- Google Play payment (Android)
- Credit card, carrier billing, electronic money and other methods offered on our official recharge page

## Payment timing

- App Store and Google Play: as set out in the terms of each store.
- Credit card: charged at the time of purchase; the withdrawal date follows the terms of your card issuer.
- Other methods: as set out by each payment provider.

## Delivery timing

Purchased in-game currency and items are credited to your account immediately after payment is completed. Delivery may occasionally be delayed by network conditions. If they do not arrive, please use self-service repayment or contact the support center.

## Returns and cancellations

Because of the nature of digital content, we cannot accept returns, exchanges or cancellations once a purchase has been completed. If content cannot be provided for reasons attributable to us, we will respond in accordance with our Terms of Service and applicable law. If a minor made a purchase without the consent of a parent or guardian, please contact the support center.

## Operating environment

Before purchasing, please check the recommended operating environment shown on each game's store page or official website.

## Purchase limits

For customers who are minors, some games set monthly purchase limits according to age. Details are shown in each game.
`,
);

const commercialJa = notice(
  '特定商取引法に基づく表記',
  `
{brand}の各ゲームおよびサービスにおいて販売する有料コンテンツ、ゲーム内通貨およびアイテムについて、特定商取引に関する法律第11条に基づき、以下のとおり表示します。

## 販売事業者

{company}

## 運営統括責任者

{representative}

## 所在地

{address}

## 電話番号

請求があった場合には遅滞なく開示いたします。開示のご請求は下記メールアドレスまでお願いいたします。なお、ゲームおよびご購入に関するお問い合わせは、迅速に対応するため、サポートセンターまたはメールにて承っております。

## メールアドレス

{email}

## 販売価格

各商品の購入画面（ゲーム内ショップまたは公式チャージページ）に表示された価格とします。表示価格はすべて消費税込みです。

## 商品代金以外の必要料金

本サービスのご利用に必要なインターネット接続料金および通信料金は、お客様のご負担となります。コンビニ決済等の一部の決済方法では、別途所定の手数料がかかる場合があり、その金額は決済前に表示します。

## 支払方法

- App Store決済（iOS）
- Google Play決済（Android）
- クレジットカード決済、キャリア決済、電子マネー決済その他当社公式チャージページで指定する決済方法

## 支払時期

- App Store決済・Google Play決済：各ストアの規約に定める時期
- クレジットカード決済：ご購入時に決済され、引落し日は各カード会社の規約に従います。
- その他の決済方法：各決済事業者の定める時期

## 引渡時期

決済完了後、直ちにお客様のアカウントへ付与されます。通信状況等により反映が遅れる場合があります。付与されない場合は、セルフ再決済機能をご利用いただくか、サポートセンターまでお問い合わせください。

## 返品・キャンセル

デジタルコンテンツの性質上、購入手続き完了後の返品・交換・キャンセルには応じられません。ただし、当社の責めに帰すべき事由によりコンテンツが提供されない場合は、利用規約および法令に従い対応いたします。未成年のお客様が法定代理人の同意を得ずにご購入された場合は、サポートセンターまでご連絡ください。

## 動作環境

ご購入前に、各ゲームのストアページまたは公式サイトに記載の推奨動作環境をご確認ください。

## 販売数量の制限等

未成年のお客様については、ゲームごとに年齢に応じた月間購入上限額を設けている場合があります。詳細は各ゲーム内の表示をご確認ください。
`,
);

// ---------------------------------------------------------------------------------------------
// Payment Services Act (資金決済法に基づく表示)
// ---------------------------------------------------------------------------------------------

const settlementEn = notice(
  'Notice Based on the Payment Services Act',
  `
In accordance with Japan's Payment Services Act, we provide the following information about the prepaid payment instruments issued in the games of {brand}.

## Name of the prepaid payment instrument

The paid in-game currency sold in each game. Its name differs from game to game and is shown on the store screen of each game.

## Issuer

{company}

## Amount that can be used

Paid in-game currency is credited in the quantity shown at the time of purchase and can be used up to the balance you hold. The correspondence between the price paid and the quantity credited is shown on each game's purchase screen. Where a game sets an upper limit on the balance that may be held, that limit is shown in the game.

## Period of validity

There is no expiry date. Paid in-game currency can be used for as long as the game in which it was purchased remains in service. Free or bonus currency given away in events is not a prepaid payment instrument and may carry its own expiry date.

## Where it can be used

Only within the game in which it was purchased, as payment for the items and services we offer in that game. It cannot be used in other games or outside the Services.

## Complaints and inquiries

{company} support center. Inquiries are accepted at any time through the support center and we reply within two business days.

- Email: {email}
- Address: {address}

## Notes on use

- Paid in-game currency cannot be exchanged for cash or other goods.
- It cannot be transferred, lent or sold to another account.
- The order in which paid and free currency is consumed follows the rules of each game.
- If your account is not linked to an email address or an external account, deleting the app or changing devices may cause your data, including in-game currency, to be lost.
- For details, please read our Terms of Service and the help pages in each game.

## Refund of unused balance

As a rule, prepaid payment instruments are not refunded. However, where a refund is required by law, such as when a game ends its service, we will refund the unused balance in accordance with the Payment Services Act and announce the procedure in advance in the Services.

## Security deposit

When the unused balance on a base date (31 March and 30 September each year) exceeds 10 million yen, we deposit an issuance security deposit of at least half of that unused balance with the Legal Affairs Bureau, as required by the Payment Services Act.
`,
);

const settlementJa = notice(
  '資金決済法に基づく表示',
  `
当社は、資金決済に関する法律（以下「資金決済法」といいます。）に基づき、{brand}の各ゲームにおいて発行する前払式支払手段について、以下のとおり表示します。

## 前払式支払手段の名称

各ゲームにおいて有償で販売するゲーム内通貨（名称はゲームごとに異なり、各ゲーム内のショップ画面に表示されます。）

## 発行者

{company}

## 支払可能金額等

有償ゲーム内通貨は、購入時に表示される数量を保有残高として付与し、その残高の範囲内でご利用いただけます。購入金額と付与数量の対応は、各ゲームの購入画面に表示します。保有上限数を設けているゲームでは、その上限を当該ゲーム内に表示します。

## 有効期間

有効期間の定めはありません（無期限）。ただし、ゲームの提供が終了した場合は、以後ご利用いただけなくなります。なお、イベント等で無償配布するゲーム内通貨は前払式支払手段に該当せず、別途有効期限を設ける場合があります。

## 苦情・相談窓口

{company} サポートセンター。サポートセンターにて随時受け付け、2営業日以内に回答いたします。

- メールアドレス：{email}
- 所在地：{address}

## 使用場所

当該ゲーム内通貨を購入したゲーム内においてのみ、当社が提供するアイテムおよびサービスの対価としてご使用いただけます。他のゲームや本サービス外ではご使用いただけません。

## 利用上の注意

- 有償ゲーム内通貨は、現金その他の財物と交換することはできません。
- 他のアカウントへの譲渡、貸与および売買はできません。
- 有償ゲーム内通貨と無償ゲーム内通貨の消費順序は、各ゲームの定めによります。
- アカウント連携を行っていない場合、アプリの削除や端末の変更により、ゲーム内通貨を含むデータが失われることがあります。
- 詳細は、利用規約および各ゲーム内のヘルプをご確認ください。

## 未使用残高の返金

前払式支払手段については、原則として払戻しは行いません。ただし、ゲームの提供終了その他資金決済法に定める事由により払戻しが必要となる場合は、同法の定めに従い未使用残高を払い戻します。その際の手続きは、本サービス上で事前に告知します。

## 発行保証金の供託

当社は、資金決済法に基づき、基準日（毎年3月31日および9月30日）における未使用残高が1,000万円を超えたときは、その未使用残高の2分の1以上の額に相当する発行保証金を法務局に供託します。
`,
);

// ---------------------------------------------------------------------------------------------
// Company information
// ---------------------------------------------------------------------------------------------

const companyEn = notice(
  'Company Information',
  `
{brand} is operated by {company}. We develop, publish and operate online games for mobile and PC, and run the official websites, in-game stores and customer support for every title released under the {brand} name.

## Company name

{company}

## Representative

{representative}

## Registered address

{address}

## Founded

April 2015

## Telephone

{phone}

Our telephone line handles business and partnership calls. For questions about your account, purchases or gameplay, please use the support center so that we can check your game information and reply accurately.

## Email

{email}

## Business activities

- Development, publishing and operation of online games for smartphones, tablets and PC
- Localisation and regional publishing of titles licensed from partner studios
- Operation of official game websites, in-game stores and recharge services
- Customer support for players, including inquiries, payment issues and account recovery
- Planning and operation of community events, esports tournaments and official merchandise

## About us

Since our founding we have focused on bringing carefully localised games to players across Asia and beyond. Our own teams handle translation, cultural review, live operations and player support, so that each game feels as if it had been made for the region where it is played. We work closely with the original developers so that updates and events reach every region at the same time whenever possible.

## Our commitments to players

- Fair play: we actively detect cheating and real-money trading to keep the game fair for everyone.
- Clear purchases: prices, contents and the odds of randomised items are shown before you buy.
- Safe accounts: we protect personal information in accordance with our Privacy Policy and the laws of each region we serve.
- Responsive support: we aim to answer every inquiry within two business days.

## Contact

- Player support: through the support center on this website
- Business and partnership inquiries: {email}
- Business hours: Monday to Friday, 10:00–18:00 local time, excluding public holidays
`,
);

const companyZhTw = notice(
  '公司資訊',
  `
{brand}由{company}營運。我們致力於行動裝置及電腦線上遊戲之研發、發行與營運，並負責以{brand}名義推出之各款遊戲的官方網站、遊戲內商城及客服服務。

## 公司名稱

{company}

## 代表人

{representative}

## 公司地址

{address}

## 成立日期

2015年4月

## 聯絡電話

{phone}

本電話專線受理商務及合作洽詢。如有帳號、儲值或遊戲相關問題，請透過客服中心提出，以便我們查詢您的遊戲資料並正確回覆。

## 電子郵件

{email}

## 營業項目

- 智慧型手機、平板及電腦線上遊戲之研發、發行與營運
- 合作研發商授權遊戲之在地化及區域發行
- 官方網站、遊戲內商城及儲值服務之營運
- 玩家客戶服務，包括問題諮詢、儲值異常處理及帳號找回
- 玩家社群活動、電競賽事及官方周邊商品之企劃與營運

## 關於我們

自成立以來，我們專注於為亞洲及世界各地玩家帶來用心在地化的遊戲。翻譯、文化審校、營運及客服皆由自有團隊負責，讓每款遊戲都能貼近當地玩家的習慣與喜好。我們亦與原廠密切合作，盡可能讓各地區玩家同步享有最新改版與活動。

## 對玩家的承諾

- 公平遊戲：積極偵測外掛及現金交易，維護公平的遊戲環境。
- 透明消費：於購買前清楚標示價格、內容及機率型道具之機率。
- 帳號安全：依隱私權政策及各地區法令保護您的個人資料。
- 即時服務：所有問題力求於兩個工作天內回覆。

## 聯絡方式

- 玩家服務：請透過本網站之客服中心提出
- 商務及合作洽詢：{email}
- 服務時間：週一至週五 10:00–18:00（國定假日除外）
`,
);

// The privacy policy and terms in the other languages, one file per language.
const otherLanguages = { id, th, vi, de, es, fr, pt, ru, tr, it, ar } satisfies Partial<Record<Language, Record<'privacy' | 'terms', NoticeText>>>;

function byLanguage(slug: 'privacy' | 'terms'): Partial<Record<Language, NoticeText>> {
  return Object.fromEntries(Object.entries(otherLanguages).map(([lang, texts]) => [lang, texts[slug]]));
}

export const noticeTemplates: Record<
  NoticeSlug,
  Partial<Record<Language, NoticeText>> & { en: NoticeText }
> = {
  privacy: {
    en: privacyEn, ja: privacyJa, 'zh-TW': privacyZhTw, ko: privacyKo, 'zh-CN': privacyZhCn,
    ...byLanguage('privacy'),
  },
  terms: {
    en: termsEn, ja: termsJa, 'zh-TW': termsZhTw, ko: termsKo, 'zh-CN': termsZhCn,
    ...byLanguage('terms'),
  },
  'commercial-transactions': { en: commercialEn, ja: commercialJa },
  'settlement-law': { en: settlementEn, ja: settlementJa },
  company: { en: companyEn, 'zh-TW': companyZhTw },
};
