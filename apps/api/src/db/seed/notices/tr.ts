// Turkish privacy policy and terms of service: a full translation of privacyEn and termsEn in
// ../notices.ts, in the same markup. Placeholders never take a case suffix ({brand} markasını,
// {company} şirketinin), since the suffix would depend on the name the seed fills in.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Gizlilik Politikası',
  body: `
{company} (“biz”), {brand} markasını ve bu marka altında sunulan oyunları, web sitelerini ve destek hizmetlerini (birlikte “Hizmetler”) işletmektedir. Bu Gizlilik Politikası, Hizmetleri kullandığınızda hangi kişisel bilgileri topladığımızı, bunları nasıl kullandığımızı ve koruduğumuzu, ayrıca sahip olduğunuz seçenekleri ve hakları açıklar. Hizmetleri kullanarak bilgilerinizin burada açıklandığı şekilde işleneceğini kabul etmiş olursunuz.

## 1. Topladığımız bilgiler

Yalnızca Hizmetleri yürütmek için ihtiyaç duyduğumuz bilgileri toplarız:

- Hesap bilgileri: hesap kimliğiniz, takma adınız ve seçtiğiniz giriş yöntemi; örneğin bir e-posta adresi veya bağlı bir üçüncü taraf hesabı (Google, Apple, Facebook veya VK gibi). Bu platformlardan yalnızca paylaşılmasına izin verdiğiniz tanımlayıcıları ve profil bilgilerini alırız.
- Oyun verileri: karakter adları, ilerleme durumu, eşyalar, oyun içi para bakiyeleri, oyun özellikleri aracılığıyla gönderilen sohbet mesajları ve oyun geçmişi.
- Satın alma bilgileri: sipariş numaraları, satın alınan ürünler, tutarlar, para birimi, satın alma zamanı ve ödeme durumu. Kart numaraları ve diğer ödeme bilgileri uygulama mağazası veya ödeme hizmeti sağlayıcısı tarafından işlenir; bunları biz saklamayız.
- Destek bilgileri: gönderdiğiniz talepler, ekran görüntüsü gibi ekler ve yanıtlarımız.
- Cihaz ve kayıt bilgileri: IP adresi, cihaz modeli, işletim sistemi, dil ayarı, izin verilen durumlarda reklam veya cihaz tanımlayıcıları, çökme raporları ve erişim kayıtları.

## 2. Bilgilerinizi nasıl kullanırız

- Hesabınızı oluşturmak, yönetmek ve oynadığınız oyunları sunmak için.
- Bakiye yüklemelerini işlemek, oyun içi parayı ve eşyaları teslim etmek, iadeleri ve başarısız siparişlerin yeniden ödenmesini yürütmek için.
- Taleplere yanıt vermek ve müşteri desteği sağlamak için.
- Hile, dolandırıcılık, hesap hırsızlığı ve Hizmet Şartlarımızın diğer ihlallerini tespit etmek, incelemek ve önlemek için.
- Hizmetleri sürdürmek, analiz etmek, iyileştirmek ve yeni özellikler geliştirmek için.
- Hizmetle ilgili bildirimler ve, onay vermişseniz, etkinlikler ve yeni oyunlar hakkında haberler göndermek için. Pazarlama mesajlarının aboneliğinden istediğiniz zaman çıkabilirsiniz.
- Vergi, muhasebe ve tüketicinin korunması kuralları dahil olmak üzere yasal yükümlülüklerimizi yerine getirmek için.

## 3. Saklama süresi

Kişisel bilgileri yalnızca yukarıdaki amaçların gerektirdiği süre boyunca saklarız. Hesap ve oyun verileri hesabınız var olduğu sürece saklanır ve hesap kapatıldıktan sonra makul bir süre içinde silinir veya anonim hale getirilir. Satın alma kayıtları vergi ve ticaret mevzuatının öngördüğü süre boyunca, genellikle beş ila yedi yıl saklanır. Destek kayıtları bir talep kapatıldıktan sonra en fazla üç yıl, erişim kayıtları ise en fazla bir yıl saklanır; ancak bir uyuşmazlığın çözümü için daha uzun bir süre gerekiyorsa veya kanunen zorunluysa bu süreler uzayabilir.

## 4. Üçüncü taraflarla paylaşım

Kişisel bilgilerinizi satmayız. Bunları yalnızca şu şekilde paylaşırız:

- satın alma işlemlerinizi tamamlamak için uygulama mağazaları ve ödeme hizmeti sağlayıcılarıyla;
- sunucularımızı barındıran, e-posta gönderen, çökmeleri analiz eden veya destek araçlarımızı işleten hizmet sağlayıcılarla, bilgileri korumalarını ve yalnızca talimatlarımız doğrultusunda kullanmalarını zorunlu kılan sözleşmeler çerçevesinde;
- hesabınıza bağlamayı seçtiğiniz platformlarla;
- bölgenizde Hizmetlerin işletilmesine yardımcı olan iştiraklerimizle;
- kanun, mahkeme kararı veya yetkili bir makamın talebi gerektirdiğinde ya da oyuncuların veya başkalarının hayatını, güvenliğini veya mülkiyetini korumak için gerekli olduğunda.

Bu alıcılardan bazıları ülkeniz dışında bulunabilir. Bilgileri yurt dışına aktardığımızda, standart sözleşme hükümleri gibi yürürlükteki mevzuatın gerektirdiği güvenceleri uygularız.

## 5. Güvenlik

Kişisel bilgileri aktarım sırasında şifreleme, erişim kontrolleri, kayıt tutma ve sistemlerimizin düzenli olarak gözden geçirilmesi yoluyla koruruz. Hiçbir aktarım veya saklama yöntemi tamamen güvenli değildir; bu nedenle lütfen şifrenizi gizli tutun ve hesabınızın ele geçirildiğini düşünüyorsanız bize hemen bildirin.

## 6. Haklarınız

Yaşadığınız yerdeki mevzuata bağlı olarak, kişisel bilgilerinize erişim sağlamamızı, bunları düzeltmemizi veya silmemizi, kullanımlarını kısıtlamamızı ya da size taşınabilir bir biçimde sunmamızı talep edebilir, kullanımlarına itiraz edebilir veya verdiğiniz bir onayı geri çekebilirsiniz. Ayrıca yerel veri koruma otoritesine şikâyette bulunabilirsiniz. Talepte bulunmak için aşağıdaki iletişim bilgilerinden bize ulaşın. Önce kimliğinizi doğrulamamız gerekebilir; kanunda belirlenen süre içinde yanıt veririz.

## 7. Çocuklar

Hizmetler, ülkelerinde ebeveyn onayının artık gerekmediği yaşın altındaki çocuklara yönelik değildir. Reşit olmayanlar Hizmetleri yalnızca ebeveynlerinin veya vasilerinin onayıyla kullanmalı ve satın alma yapmalıdır. Gerekli onay olmadan bir çocuktan bilgi topladığımızı öğrenirsek bu bilgileri sileriz.

## 8. Çerezler

Web sitelerimiz, oturumunuzu açık tutmak, dilinizi ve bölgenizi hatırlamak ve sitenin nasıl kullanıldığını ölçmek için çerezler ve benzeri teknolojiler kullanır. Çerezleri tarayıcı ayarlarınızdan engelleyebilir veya silebilirsiniz; ancak bu durumda bazı özellikler çalışmayabilir.

## 9. Bu politikadaki değişiklikler

Hizmetler veya mevzuat değiştiğinde bu Gizlilik Politikasını güncelleyebiliriz. Yeni sürümü bu sayfada yayımlar, önemli değişiklikleri Hizmetler üzerinden önceden duyururuz.

## 10. İletişim

Bu politika veya kişisel bilgileriniz hakkındaki sorularınız için bizimle iletişime geçin:

- İşletmeci: {company}
- Adres: {address}
- E-posta: {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Hizmet Şartları',
  body: `
Bu Hizmet Şartları (“Şartlar”), {brand} markasının ve {company} (“biz”) tarafından sağlanan oyunların, web sitelerinin, oyun içi mağazaların ve destek hizmetlerinin (birlikte “Hizmetler”) kullanımına ilişkin kuralları belirler. Bir hesap oluşturarak veya Hizmetleri kullanarak bu Şartları kabul etmiş olursunuz. Kabul etmiyorsanız lütfen Hizmetleri kullanmayın.

## 1. Hesaplar

- Ülkenizde sözleşme yapabilecek yaşta olmanız veya ebeveyninizin ya da vasinizin onayına sahip olmanız gerekir. Reşit olmayanlar herhangi bir satın alma yapmadan önce bu onayı almalıdır.
- Kaydettiğiniz bilgilerden ve giriş bilgilerinizin güvenliğini sağlamaktan siz sorumlusunuz. Hesabınız üzerinden yapılan her işlem sizin tarafınızdan yapılmış sayılır.
- Hesaplar kişiseldir. Hesabınızı veya içindeki herhangi bir şeyi satamaz, ödünç veremez, paylaşamaz veya devredemezsiniz.
- Hesabınızın izinsiz kullanıldığını fark ederseniz derhal destek merkeziyle iletişime geçin.

## 2. Sanal para ve eşyalar

- Hizmetler, oynayarak kazandığınız veya bakiye yükleyerek edindiğiniz sanal para ve eşyalar sunabilir. Bunları ilgili oyun içinde kullanmanız için size sınırlı ve geri alınabilir bir lisans verilir; bunlar sizin mülkünüz değildir.
- Sanal para ve eşyaların parasal bir değeri yoktur. Açıkça izin vermediğimiz sürece Hizmetler dışında para veya mal karşılığında değiştirilemez, hesaplar veya oyunlar arasında aktarılamaz.
- Geçerli vergiler dahil fiyatlar satın alma ekranında gösterilir. Satın alma, ödeme onaylandığında tamamlanır ve sanal para veya eşyalar normalde hemen hesabınıza aktarılır. Ödeme başarılı olduğu halde hiçbir şey gelmezse ya da bir sipariş başarısız olursa lütfen “Ödemeyi yeniden yap” seçeneğini kullanın veya destek merkeziyle iletişime geçin.
- Kanunun aksini öngördüğü haller dışında, içerik teslim edildikten sonra satın almalar iade veya iptal edilemez.
- Bir oyunun hizmeti sona erecekse bunu önceden, normalde en az 30 gün öncesinden duyurur ve kullanılmamış ücretli sanal parayı yürürlükteki mevzuatın gerektirdiği şekilde işleme alırız.

## 3. Yasak davranışlar

Aşağıdakileri yapmanız yasaktır:

- hile programı, bot, makro, değiştirilmiş istemci veya diğer yetkisiz yazılımları kullanmak ya da hataları bildirmek yerine istismar etmek;
- başka birinin hesabına erişmek veya erişmeye çalışmak ya da aldatma yoluyla hesap bilgilerini ele geçirmek;
- hesapları, sanal parayı veya eşyaları gerçek para karşılığında ya da Hizmetler dışında satın almak, satmak veya takas etmek;
- dolandırıcılık amaçlı ödemeler yapmak, başkasının ödeme yöntemini kullanmak ya da iadeleri veya ters ibrazları (chargeback) kötüye kullanmak;
- diğer oyuncuları taciz etmek, tehdit etmek veya onlara ayrımcılık yapmak ya da müstehcen, nefret içeren veya hukuka aykırı içerik paylaşmak;
- personelimizin veya başka birinin kimliğine bürünmek;
- sunucularımızın veya ağlarımızın işleyişini bozmak ya da Hizmetlere tersine mühendislik uygulamak, Hizmetleri tersine derlemek veya değiştirmek;
- Hizmetleri iznimiz olmadan reklam, ticari teklif veya başka ticari amaçlarla kullanmak;
- kanunları veya bu Şartları ihlal eden başka herhangi bir şey yapmak.

## 4. Askıya alma ve fesih

Bu Şartları ihlal etmeniz halinde, ihlalin ciddiyetine göre sizi uyarabilir, içerikleri kaldırabilir, usulsüz şekilde elde edilen eşyaları geri alabilir veya hesabınızı askıya alabilir ya da kalıcı olarak kapatabiliriz. Kanunun izin verdiği ölçüde, bu şekilde kaybedilen sanal para ve eşyalar iade edilmez. Koşullar elverdiğinde size gerekçeyi bildirir ve yanıt verme fırsatı tanırız. Hesabınızı dilediğiniz zaman Hizmetler üzerinden veya bizimle iletişime geçerek kapatabilirsiniz.

## 5. Değişiklikler ve kesintiler

Özellikleri, içerikleri veya oyunları değiştirebilir, ekleyebilir ya da kaldırabilir; bakım, güncelleme, sistem arızaları veya kontrolümüz dışındaki olaylar nedeniyle Hizmetleri askıya alabiliriz. Makul ölçüde mümkün olduğunda bunu önceden bildiririz.

## 6. Fikri mülkiyet

Yazılım, görseller, karakterler, müzik ve metinler dahil olmak üzere Hizmetler üzerindeki tüm haklar bize veya lisans verenlerimize aittir. Bunları yalnızca Hizmetler içinde, kişisel ve ticari olmayan amaçlarla oyun oynamak için kullanabilirsiniz.

## 7. Sorumluluk reddi ve sorumluluğun sınırlandırılması

Hizmetler “olduğu gibi” sunulur. Hizmetlerin kesintisiz veya hatasız olacağını ya da özel beklentilerinizi karşılayacağını garanti etmeyiz. Kanunun izin verdiği ölçüde dolaylı zararlardan veya sonuç zararlarından sorumlu değiliz ve size karşı toplam sorumluluğumuz, talebe yol açan olaydan önceki üç ay içinde bize ödediğiniz tutarla sınırlıdır. Bu Şartlardaki hiçbir hüküm, kasıt veya ağır ihmalden doğan sorumluluğumuzu ya da emredici tüketici koruma mevzuatından doğan haklarınızı sınırlamaz.

## 8. Bu Şartlardaki değişiklikler

Bu Şartları değiştirebiliriz. Yeni sürümü bu sayfada yayımlar ve önemli değişiklikleri önceden duyururuz. Değişiklikler yürürlüğe girdikten sonra Hizmetleri kullanmaya devam etmeniz, değiştirilmiş Şartları kabul ettiğiniz anlamına gelir.

## 9. Uygulanacak hukuk ve uyuşmazlıklar

Bu Şartlar, ikamet ettiğiniz ülkenin emredici tüketici koruma kuralları saklı kalmak kaydıyla, {company} şirketinin kayıtlı merkezinin bulunduğu ülke veya bölgenin hukukuna tabidir. Uyuşmazlıkları öncelikle destek merkezimiz aracılığıyla çözmeye çalışırız. Bu mümkün olmazsa, kanun size başka bir yerde dava açma hakkı tanımadığı sürece uyuşmazlık kayıtlı merkezimizin bulunduğu yerdeki yetkili mahkemeye götürülür.

## 10. İletişim

- İşletmeci: {company}
- Adres: {address}
- E-posta: {email}
`.trim(),
};
