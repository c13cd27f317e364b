// Vietnamese privacy policy and terms of service: a full translation of privacyEn and termsEn in
// ../notices.ts, in the same markup. Addresses the player as "bạn", like the player site; the
// support center and self-service repayment carry the site's own labels.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Chính sách quyền riêng tư',
  body: `
{company} ("chúng tôi") vận hành {brand} cùng các trò chơi, trang web và dịch vụ hỗ trợ được cung cấp dưới tên này (gọi chung là "Dịch vụ"). Chính sách quyền riêng tư này giải thích những thông tin cá nhân nào chúng tôi thu thập khi bạn sử dụng Dịch vụ, cách chúng tôi sử dụng và bảo vệ thông tin đó, cũng như các lựa chọn và quyền của bạn. Khi sử dụng Dịch vụ, bạn xác nhận rằng thông tin của bạn sẽ được xử lý như mô tả tại đây.

## 1. Thông tin chúng tôi thu thập

Chúng tôi chỉ thu thập những thông tin cần thiết để vận hành Dịch vụ:

- Thông tin tài khoản: ID tài khoản, biệt danh và phương thức đăng nhập bạn chọn, chẳng hạn địa chỉ email hoặc tài khoản bên thứ ba được liên kết (ví dụ Google, Apple, Facebook hoặc VK). Từ các nền tảng đó, chúng tôi chỉ nhận các mã định danh và thông tin hồ sơ mà bạn cho phép chia sẻ.
- Dữ liệu trò chơi: tên nhân vật, tiến trình, vật phẩm, số dư tiền tệ trong trò chơi, tin nhắn trò chuyện gửi qua các tính năng của trò chơi và lịch sử chơi.
- Thông tin mua hàng: mã đơn hàng, sản phẩm đã mua, số tiền, loại tiền tệ, thời điểm mua và trạng thái thanh toán. Số thẻ và các thông tin thanh toán khác do cửa hàng ứng dụng hoặc nhà cung cấp dịch vụ thanh toán xử lý; chúng tôi không lưu trữ các thông tin này.
- Thông tin hỗ trợ: các yêu cầu hỗ trợ bạn gửi, tệp đính kèm như ảnh chụp màn hình và phản hồi của chúng tôi.
- Thông tin thiết bị và nhật ký: địa chỉ IP, mẫu thiết bị, hệ điều hành, cài đặt ngôn ngữ, mã định danh quảng cáo hoặc mã định danh thiết bị khi được phép, báo cáo sự cố và nhật ký truy cập.

## 2. Cách chúng tôi sử dụng thông tin của bạn

- Để tạo và quản lý tài khoản của bạn, đồng thời cung cấp các trò chơi bạn chơi.
- Để xử lý giao dịch nạp tiền, chuyển tiền tệ và vật phẩm trong trò chơi, cũng như xử lý hoàn tiền và thanh toán lại các đơn hàng bị lỗi.
- Để trả lời yêu cầu hỗ trợ và cung cấp dịch vụ chăm sóc khách hàng.
- Để phát hiện, điều tra và ngăn chặn hành vi gian lận trong trò chơi, lừa đảo, đánh cắp tài khoản và các vi phạm khác đối với Điều khoản dịch vụ của chúng tôi.
- Để duy trì, phân tích và cải thiện Dịch vụ, cũng như phát triển tính năng mới.
- Để gửi thông báo về dịch vụ và, nếu bạn đồng ý, tin tức về sự kiện và trò chơi mới. Bạn có thể hủy đăng ký nhận tin tiếp thị bất cứ lúc nào.
- Để tuân thủ các nghĩa vụ pháp lý của chúng tôi, bao gồm các quy định về thuế, kế toán và bảo vệ người tiêu dùng.

## 3. Thời gian lưu giữ

Chúng tôi chỉ lưu giữ thông tin cá nhân trong thời gian cần thiết cho các mục đích nêu trên. Dữ liệu tài khoản và dữ liệu trò chơi được lưu giữ khi tài khoản của bạn còn tồn tại và sẽ bị xóa hoặc ẩn danh hóa trong một khoảng thời gian hợp lý sau khi tài khoản bị đóng. Hồ sơ mua hàng được lưu giữ trong thời hạn mà pháp luật về thuế và thương mại yêu cầu, thường là từ năm đến bảy năm. Hồ sơ hỗ trợ được lưu giữ tối đa ba năm sau khi yêu cầu hỗ trợ được đóng, và nhật ký truy cập tối đa một năm, trừ khi cần thời hạn dài hơn để giải quyết tranh chấp hoặc pháp luật có yêu cầu.

## 4. Chia sẻ với bên thứ ba

Chúng tôi không bán thông tin cá nhân của bạn. Chúng tôi chỉ chia sẻ thông tin:

- với các cửa hàng ứng dụng và nhà cung cấp dịch vụ thanh toán, để hoàn tất giao dịch mua của bạn;
- với các nhà cung cấp dịch vụ lưu trữ máy chủ, gửi email, phân tích sự cố hoặc vận hành công cụ hỗ trợ cho chúng tôi, theo hợp đồng yêu cầu họ bảo vệ thông tin và chỉ sử dụng thông tin theo chỉ dẫn của chúng tôi;
- với các nền tảng mà bạn chọn liên kết với tài khoản của mình;
- với các công ty liên kết giúp vận hành Dịch vụ tại khu vực của bạn;
- khi pháp luật, lệnh của tòa án hoặc yêu cầu của cơ quan có thẩm quyền bắt buộc, hoặc khi cần thiết để bảo vệ tính mạng, sự an toàn hoặc tài sản của người chơi hay người khác.

Một số bên nhận này có thể đặt tại quốc gia khác với quốc gia của bạn. Khi chuyển thông tin qua biên giới, chúng tôi áp dụng các biện pháp bảo vệ mà pháp luật hiện hành yêu cầu, chẳng hạn như các điều khoản hợp đồng mẫu.

## 5. Bảo mật

Chúng tôi bảo vệ thông tin cá nhân bằng mã hóa khi truyền tải, kiểm soát truy cập, ghi nhật ký và rà soát hệ thống định kỳ. Không có phương thức truyền tải hay lưu trữ nào an toàn tuyệt đối, vì vậy hãy giữ bí mật mật khẩu của bạn và báo ngay cho chúng tôi nếu bạn cho rằng tài khoản của mình đã bị xâm phạm.

## 6. Quyền của bạn

Tùy theo pháp luật nơi bạn sinh sống, bạn có thể yêu cầu chúng tôi cho phép bạn truy cập thông tin cá nhân của mình, chỉnh sửa hoặc xóa thông tin đó, hạn chế hoặc phản đối việc sử dụng thông tin, cung cấp thông tin cho bạn ở định dạng có thể chuyển sang nơi khác, hoặc rút lại sự đồng ý mà bạn đã đưa ra. Bạn cũng có thể khiếu nại với cơ quan bảo vệ dữ liệu tại địa phương. Để gửi yêu cầu, hãy liên hệ với chúng tôi theo thông tin bên dưới. Chúng tôi có thể cần xác minh danh tính của bạn trước và sẽ trả lời trong thời hạn luật định.

## 7. Trẻ em

Dịch vụ không hướng đến trẻ em dưới độ tuổi phải có sự đồng ý của cha mẹ theo quy định tại quốc gia của các em. Người chưa thành niên chỉ nên sử dụng Dịch vụ và mua hàng khi có sự đồng ý của cha mẹ hoặc người giám hộ. Nếu phát hiện đã thu thập thông tin của trẻ em mà không có sự đồng ý cần thiết, chúng tôi sẽ xóa thông tin đó.

## 8. Cookie

Các trang web của chúng tôi sử dụng cookie và các công nghệ tương tự để duy trì trạng thái đăng nhập của bạn, ghi nhớ ngôn ngữ và khu vực của bạn, cũng như đo lường cách trang web được sử dụng. Bạn có thể chặn hoặc xóa cookie trong phần cài đặt trình duyệt, nhưng khi đó một số tính năng có thể ngừng hoạt động.

## 9. Thay đổi chính sách này

Chúng tôi có thể cập nhật Chính sách quyền riêng tư này khi Dịch vụ hoặc pháp luật thay đổi. Chúng tôi sẽ đăng phiên bản mới trên trang này và thông báo trước về các thay đổi quan trọng trong Dịch vụ.

## 10. Liên hệ

Nếu có câu hỏi về chính sách này hoặc thông tin cá nhân của bạn, vui lòng liên hệ với chúng tôi:

- Đơn vị vận hành: {company}
- Địa chỉ: {address}
- Email: {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Điều khoản dịch vụ',
  body: `
Điều khoản dịch vụ này ("Điều khoản") quy định các quy tắc sử dụng {brand} cùng các trò chơi, trang web, cửa hàng trong trò chơi và dịch vụ hỗ trợ do {company} ("chúng tôi") cung cấp (gọi chung là "Dịch vụ"). Khi tạo tài khoản hoặc sử dụng Dịch vụ, bạn đồng ý với các Điều khoản này. Nếu không đồng ý, vui lòng không sử dụng Dịch vụ.

## 1. Tài khoản

- Bạn phải đủ tuổi để giao kết hợp đồng theo pháp luật tại quốc gia của mình, hoặc có sự đồng ý của cha mẹ hoặc người giám hộ. Người chưa thành niên phải có sự đồng ý đó trước khi thực hiện bất kỳ giao dịch mua nào.
- Bạn chịu trách nhiệm về thông tin đã đăng ký và về việc bảo mật thông tin đăng nhập của mình. Mọi hoạt động thực hiện qua tài khoản của bạn đều được coi là do bạn thực hiện.
- Tài khoản mang tính cá nhân. Bạn không được bán, cho mượn, chia sẻ hoặc chuyển nhượng tài khoản của mình hay bất kỳ thứ gì trong tài khoản.
- Nếu phát hiện tài khoản của mình bị sử dụng trái phép, hãy liên hệ ngay với Trung tâm hỗ trợ.

## 2. Tiền tệ ảo và vật phẩm

- Dịch vụ có thể cung cấp tiền tệ ảo và vật phẩm mà bạn nhận được khi chơi hoặc thông qua nạp tiền. Bạn được cấp một giấy phép có giới hạn và có thể bị thu hồi để sử dụng chúng trong trò chơi tương ứng; chúng không phải là tài sản của bạn.
- Tiền tệ ảo và vật phẩm không có giá trị tiền tệ. Chúng không thể quy đổi thành tiền hoặc hàng hóa bên ngoài Dịch vụ, và không thể chuyển giữa các tài khoản hoặc trò chơi, trừ khi chúng tôi cho phép rõ ràng.
- Giá, bao gồm mọi khoản thuế áp dụng, được hiển thị trên màn hình mua hàng. Giao dịch mua hoàn tất khi thanh toán được xác nhận, và tiền tệ hoặc vật phẩm thường được cộng ngay lập tức. Nếu thanh toán thành công nhưng bạn không nhận được gì, hoặc đơn hàng bị lỗi, vui lòng dùng chức năng Tự thanh toán lại hoặc liên hệ với Trung tâm hỗ trợ.
- Trừ trường hợp pháp luật có quy định khác, giao dịch mua không thể được hoàn tiền hoặc hủy sau khi nội dung đã được giao.
- Nếu một trò chơi ngừng cung cấp dịch vụ, chúng tôi sẽ thông báo trước, thường là ít nhất 30 ngày, và sẽ xử lý số tiền tệ trả phí chưa sử dụng theo quy định của pháp luật hiện hành.

## 3. Hành vi bị cấm

Bạn không được:

- sử dụng phần mềm gian lận, bot, macro, ứng dụng khách đã bị chỉnh sửa hoặc phần mềm trái phép khác, hoặc lợi dụng lỗi thay vì báo cáo lỗi;
- truy cập hoặc cố truy cập tài khoản của người khác, hoặc lấy thông tin tài khoản bằng cách lừa dối;
- mua, bán hoặc trao đổi tài khoản, tiền tệ ảo hay vật phẩm bằng tiền thật hoặc bên ngoài Dịch vụ;
- thanh toán gian lận, sử dụng phương thức thanh toán của người khác, hoặc lạm dụng việc hoàn tiền hay yêu cầu bồi hoàn (chargeback);
- quấy rối, đe dọa hoặc phân biệt đối xử với người chơi khác, hoặc đăng nội dung khiêu dâm, kích động thù ghét hoặc trái pháp luật;
- mạo danh nhân viên của chúng tôi hoặc bất kỳ ai khác;
- gây gián đoạn máy chủ hoặc mạng của chúng tôi, hoặc áp dụng kỹ thuật đảo ngược, dịch ngược mã hay chỉnh sửa Dịch vụ;
- sử dụng Dịch vụ cho mục đích quảng cáo, chào mời hoặc mục đích thương mại khác khi chưa được chúng tôi cho phép;
- thực hiện bất kỳ hành vi nào khác vi phạm pháp luật hoặc các Điều khoản này.

## 4. Tạm khóa và chấm dứt

Nếu bạn vi phạm các Điều khoản này, tùy theo mức độ nghiêm trọng của vi phạm, chúng tôi có thể cảnh cáo bạn, gỡ bỏ nội dung, thu hồi vật phẩm có được một cách không chính đáng, hoặc tạm khóa hay khóa vĩnh viễn tài khoản của bạn. Trong phạm vi pháp luật cho phép, tiền tệ ảo và vật phẩm bị mất theo cách này sẽ không được hoàn tiền. Khi hoàn cảnh cho phép, chúng tôi sẽ cho bạn biết lý do và tạo cơ hội để bạn phản hồi. Bạn có thể đóng tài khoản của mình bất cứ lúc nào thông qua Dịch vụ hoặc bằng cách liên hệ với chúng tôi.

## 5. Thay đổi và gián đoạn

Chúng tôi có thể thay đổi, bổ sung hoặc loại bỏ tính năng, nội dung hoặc trò chơi, và có thể tạm ngừng Dịch vụ để bảo trì, cập nhật, hoặc do sự cố hệ thống hay các sự kiện nằm ngoài tầm kiểm soát của chúng tôi. Chúng tôi sẽ thông báo trước bất cứ khi nào có thể làm vậy một cách hợp lý.

## 6. Quyền sở hữu trí tuệ

Mọi quyền đối với Dịch vụ, bao gồm phần mềm, hình ảnh, nhân vật, âm nhạc và văn bản, đều thuộc về chúng tôi hoặc các bên cấp phép cho chúng tôi. Bạn chỉ được sử dụng chúng để chơi với mục đích cá nhân, phi thương mại trong phạm vi Dịch vụ.

## 7. Miễn trừ và giới hạn trách nhiệm

Dịch vụ được cung cấp "nguyên trạng". Chúng tôi không đảm bảo rằng Dịch vụ sẽ không bị gián đoạn hay không có lỗi, hoặc sẽ đáp ứng kỳ vọng riêng của bạn. Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm đối với các thiệt hại gián tiếp hoặc thiệt hại phát sinh do hệ quả, và tổng trách nhiệm của chúng tôi đối với bạn giới hạn ở số tiền bạn đã thanh toán cho chúng tôi trong ba tháng trước sự kiện làm phát sinh khiếu nại. Không nội dung nào trong các Điều khoản này giới hạn trách nhiệm của chúng tôi đối với hành vi sai phạm cố ý hoặc sơ suất nghiêm trọng, hay bất kỳ quyền nào của bạn theo luật bảo vệ người tiêu dùng có tính bắt buộc.

## 8. Thay đổi các Điều khoản này

Chúng tôi có thể sửa đổi các Điều khoản này. Chúng tôi sẽ đăng phiên bản mới trên trang này và thông báo trước về những thay đổi quan trọng. Nếu bạn tiếp tục sử dụng Dịch vụ sau khi các thay đổi có hiệu lực, bạn chấp nhận các Điều khoản đã sửa đổi.

## 9. Luật áp dụng và giải quyết tranh chấp

Các Điều khoản này được điều chỉnh bởi pháp luật của quốc gia hoặc vùng lãnh thổ nơi {company} đặt trụ sở đăng ký, nhưng không ảnh hưởng đến các quy định bắt buộc về bảo vệ người tiêu dùng của quốc gia nơi bạn sinh sống. Trước tiên, chúng tôi sẽ cố gắng giải quyết mọi tranh chấp thông qua Trung tâm hỗ trợ. Nếu không thành, tranh chấp sẽ được đưa ra tòa án có thẩm quyền nơi chúng tôi đặt trụ sở đăng ký, trừ khi pháp luật cho phép bạn khởi kiện ở nơi khác.

## 10. Liên hệ

- Đơn vị vận hành: {company}
- Địa chỉ: {address}
- Email: {email}
`.trim(),
};
