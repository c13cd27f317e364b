// Indonesian privacy policy and terms of service: a full translation of privacyEn and termsEn in
// ../notices.ts, in the same markup. Addresses the player as "Anda", like the player site; the
// support center and self-service repayment carry the site's own labels.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Kebijakan Privasi',
  body: `
{company} ("kami") mengelola {brand} beserta game, situs web, dan layanan dukungan yang ditawarkan di bawahnya (secara bersama-sama disebut "Layanan"). Kebijakan Privasi ini menjelaskan informasi pribadi apa saja yang kami kumpulkan saat Anda menggunakan Layanan, cara kami menggunakan dan melindunginya, serta pilihan dan hak yang Anda miliki. Dengan menggunakan Layanan, Anda memahami bahwa informasi Anda akan ditangani sebagaimana dijelaskan di sini.

## 1. Informasi yang kami kumpulkan

Kami hanya mengumpulkan informasi yang kami perlukan untuk menjalankan Layanan:

- Informasi akun: ID akun, nama panggilan, dan metode masuk yang Anda pilih, seperti alamat email atau akun pihak ketiga yang ditautkan (misalnya Google, Apple, Facebook, atau VK). Dari platform tersebut, kami hanya menerima pengenal dan detail profil yang Anda izinkan untuk dibagikan.
- Data game: nama karakter, progres, item, saldo mata uang dalam game, pesan obrolan yang dikirim melalui fitur game, dan riwayat bermain.
- Informasi pembelian: nomor pesanan, produk yang dibeli, jumlah, mata uang, waktu pembelian, dan status pembayaran. Nomor kartu dan kredensial pembayaran lainnya diproses oleh toko aplikasi atau penyedia pembayaran; kami tidak menyimpannya.
- Informasi dukungan: pertanyaan yang Anda kirim, lampiran seperti tangkapan layar, dan balasan kami.
- Informasi perangkat dan log: alamat IP, model perangkat, sistem operasi, pengaturan bahasa, pengenal iklan atau pengenal perangkat jika diizinkan, laporan crash, dan log akses.

## 2. Cara kami menggunakan informasi Anda

- Untuk membuat dan mengelola akun Anda serta menyediakan game yang Anda mainkan.
- Untuk memproses isi ulang, mengirimkan mata uang dan item dalam game, serta menangani pengembalian dana dan pembayaran ulang atas pesanan yang gagal.
- Untuk menjawab pertanyaan dan memberikan dukungan pelanggan.
- Untuk mendeteksi, menyelidiki, dan mencegah kecurangan, penipuan, pencurian akun, dan pelanggaran lain terhadap Ketentuan Layanan kami.
- Untuk memelihara, menganalisis, dan meningkatkan Layanan serta mengembangkan fitur baru.
- Untuk mengirimkan pemberitahuan layanan dan, jika Anda telah menyetujuinya, berita tentang acara dan game baru. Anda dapat berhenti berlangganan pesan pemasaran kapan saja.
- Untuk memenuhi kewajiban hukum kami, termasuk ketentuan perpajakan, akuntansi, dan perlindungan konsumen.

## 3. Berapa lama kami menyimpannya

Kami menyimpan informasi pribadi hanya selama diperlukan untuk tujuan di atas. Data akun dan data game disimpan selama akun Anda masih ada, dan dihapus atau dianonimkan dalam jangka waktu yang wajar setelah akun ditutup. Catatan pembelian disimpan selama jangka waktu yang diwajibkan oleh hukum perpajakan dan hukum dagang, umumnya lima hingga tujuh tahun. Catatan dukungan disimpan hingga tiga tahun setelah pertanyaan ditutup, dan log akses hingga satu tahun, kecuali jika jangka waktu yang lebih lama diperlukan untuk menyelesaikan sengketa atau diwajibkan oleh hukum.

## 4. Berbagi dengan pihak ketiga

Kami tidak menjual informasi pribadi Anda. Kami hanya membagikannya:

- kepada toko aplikasi dan penyedia pembayaran, untuk menyelesaikan pembelian Anda;
- kepada penyedia layanan yang menghosting server kami, mengirim email, menganalisis crash, atau menjalankan alat dukungan kami, berdasarkan kontrak yang mewajibkan mereka melindungi informasi tersebut dan menggunakannya hanya sesuai instruksi kami;
- kepada platform yang Anda pilih untuk ditautkan ke akun Anda;
- kepada perusahaan afiliasi yang membantu mengoperasikan Layanan di wilayah Anda;
- jika diwajibkan oleh hukum, perintah pengadilan, atau permintaan otoritas yang berwenang, atau jika diperlukan untuk melindungi nyawa, keselamatan, atau harta benda pemain maupun pihak lain.

Sebagian penerima ini mungkin berada di luar negara Anda. Saat mentransfer informasi lintas negara, kami menerapkan perlindungan yang diwajibkan oleh hukum yang berlaku, seperti klausul kontrak standar.

## 5. Keamanan

Kami melindungi informasi pribadi dengan enkripsi saat transmisi, kontrol akses, pencatatan log, dan peninjauan rutin atas sistem kami. Tidak ada metode transmisi atau penyimpanan yang sepenuhnya aman, jadi jagalah kerahasiaan kata sandi Anda dan segera beri tahu kami jika Anda menduga akun Anda telah dibobol.

## 6. Hak Anda

Bergantung pada hukum di tempat Anda tinggal, Anda dapat meminta kami untuk memberi Anda akses ke informasi pribadi Anda, memperbaiki atau menghapusnya, membatasi atau menolak penggunaannya, memberikannya kepada Anda dalam format yang dapat dipindahkan, atau menarik persetujuan yang telah Anda berikan. Anda juga dapat mengajukan keluhan kepada otoritas pelindungan data setempat. Untuk mengajukan permintaan, hubungi kami melalui kontak di bawah ini. Kami mungkin perlu memverifikasi identitas Anda terlebih dahulu, dan kami akan membalas dalam jangka waktu yang ditetapkan oleh hukum.

## 7. Anak-anak

Layanan tidak ditujukan bagi anak-anak di bawah usia yang mewajibkan persetujuan orang tua di negaranya. Anak di bawah umur hanya boleh menggunakan Layanan dan melakukan pembelian dengan persetujuan orang tua atau wali. Jika kami mengetahui bahwa kami telah mengumpulkan informasi dari seorang anak tanpa persetujuan yang diperlukan, kami akan menghapusnya.

## 8. Cookie

Situs web kami menggunakan cookie dan teknologi serupa agar Anda tetap masuk, untuk mengingat bahasa dan wilayah Anda, serta untuk mengukur cara situs digunakan. Anda dapat memblokir atau menghapus cookie melalui pengaturan browser, tetapi beberapa fitur mungkin tidak lagi berfungsi.

## 9. Perubahan kebijakan ini

Kami dapat memperbarui Kebijakan Privasi ini jika Layanan atau hukum berubah. Kami akan memublikasikan versi baru di halaman ini dan mengumumkan perubahan penting di dalam Layanan sebelum berlaku.

## 10. Kontak

Untuk pertanyaan tentang kebijakan ini atau informasi pribadi Anda, silakan hubungi kami:

- Pengelola: {company}
- Alamat: {address}
- Email: {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Ketentuan Layanan',
  body: `
Ketentuan Layanan ini ("Ketentuan") menetapkan aturan penggunaan {brand} beserta game, situs web, toko dalam game, dan layanan dukungan yang disediakan oleh {company} ("kami") (secara bersama-sama disebut "Layanan"). Dengan membuat akun atau menggunakan Layanan, Anda menyetujui Ketentuan ini. Jika Anda tidak setuju, mohon jangan gunakan Layanan.

## 1. Akun

- Anda harus sudah cukup umur untuk membuat perjanjian menurut hukum di negara Anda, atau memperoleh persetujuan orang tua atau wali. Anak di bawah umur wajib memperoleh persetujuan tersebut sebelum melakukan pembelian apa pun.
- Anda bertanggung jawab atas informasi yang Anda daftarkan dan atas keamanan detail login Anda. Segala tindakan yang dilakukan melalui akun Anda dianggap dilakukan oleh Anda.
- Akun bersifat pribadi. Anda tidak boleh menjual, meminjamkan, membagikan, atau mengalihkan akun Anda maupun apa pun yang ada di dalamnya.
- Jika Anda mengetahui adanya penggunaan akun Anda tanpa izin, segera hubungi Pusat bantuan.

## 2. Mata uang virtual dan item

- Layanan dapat menawarkan mata uang virtual dan item yang Anda peroleh dengan bermain atau melalui isi ulang. Anda menerima lisensi terbatas yang dapat dicabut untuk menggunakannya di dalam game yang bersangkutan; mata uang dan item tersebut bukan milik Anda.
- Mata uang virtual dan item tidak memiliki nilai uang. Keduanya tidak dapat ditukar dengan uang atau barang di luar Layanan, dan tidak dapat dipindahkan antarakun atau antargame kecuali kami secara tegas mengizinkannya.
- Harga, termasuk pajak yang berlaku, ditampilkan pada layar pembelian. Pembelian selesai ketika pembayaran telah dikonfirmasi, dan mata uang atau item biasanya langsung masuk ke akun. Jika pembayaran berhasil tetapi tidak ada yang masuk, atau pesanan gagal, silakan gunakan Pembayaran ulang mandiri atau hubungi Pusat bantuan.
- Kecuali jika hukum menentukan lain, pembelian tidak dapat dikembalikan dananya atau dibatalkan setelah konten dikirimkan.
- Jika sebuah game menghentikan layanannya, kami akan mengumumkannya terlebih dahulu, biasanya paling lambat 30 hari sebelumnya, dan akan menangani mata uang berbayar yang belum digunakan sesuai dengan hukum yang berlaku.

## 3. Perilaku yang dilarang

Anda dilarang:

- menggunakan cheat, bot, makro, klien yang dimodifikasi, atau perangkat lunak tidak sah lainnya, atau memanfaatkan bug alih-alih melaporkannya;
- mengakses atau mencoba mengakses akun orang lain, atau memperoleh detail akun dengan cara menipu;
- membeli, menjual, atau memperdagangkan akun, mata uang virtual, atau item dengan uang sungguhan atau di luar Layanan;
- melakukan pembayaran curang, menggunakan metode pembayaran milik orang lain, atau menyalahgunakan pengembalian dana maupun chargeback;
- melecehkan, mengancam, atau mendiskriminasi pemain lain, atau memposting konten yang cabul, mengandung kebencian, atau melanggar hukum;
- menyamar sebagai staf kami atau orang lain;
- mengganggu server atau jaringan kami, atau melakukan rekayasa balik, dekompilasi, atau modifikasi terhadap Layanan;
- menggunakan Layanan untuk iklan, ajakan, atau tujuan komersial lainnya tanpa izin kami;
- melakukan hal lain yang melanggar hukum atau Ketentuan ini.

## 4. Penangguhan dan pengakhiran

Jika Anda melanggar Ketentuan ini, bergantung pada tingkat keseriusan pelanggarannya, kami dapat memperingatkan Anda, menghapus konten, menarik kembali item yang diperoleh secara tidak sah, atau menangguhkan maupun menutup akun Anda secara permanen. Sejauh diizinkan oleh hukum, mata uang virtual dan item yang hilang dengan cara ini tidak dikembalikan dananya. Jika keadaan memungkinkan, kami akan memberi tahu alasannya dan memberi Anda kesempatan untuk menanggapi. Anda dapat menutup akun Anda kapan saja melalui Layanan atau dengan menghubungi kami.

## 5. Perubahan dan gangguan

Kami dapat mengubah, menambah, atau menghapus fitur, konten, atau game, dan dapat menghentikan sementara Layanan untuk pemeliharaan, pembaruan, karena kegagalan sistem, atau karena peristiwa di luar kendali kami. Kami akan memberikan pemberitahuan terlebih dahulu bila hal itu memungkinkan secara wajar.

## 6. Kekayaan intelektual

Semua hak atas Layanan, termasuk perangkat lunak, karya seni, karakter, musik, dan teks, adalah milik kami atau pemberi lisensi kami. Anda hanya boleh menggunakannya untuk bermain secara pribadi dan nonkomersial di dalam Layanan.

## 7. Penafian dan batasan tanggung jawab

Layanan disediakan "sebagaimana adanya". Kami tidak menjamin bahwa Layanan akan selalu tersedia tanpa gangguan atau bebas dari kesalahan, atau akan memenuhi harapan khusus Anda. Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau kerugian konsekuensial, dan total tanggung jawab kami kepada Anda terbatas pada jumlah yang Anda bayarkan kepada kami dalam tiga bulan sebelum peristiwa yang menimbulkan tuntutan. Tidak ada bagian dari Ketentuan ini yang membatasi tanggung jawab kami atas kesalahan yang disengaja atau kelalaian berat, ataupun hak apa pun yang Anda miliki berdasarkan hukum perlindungan konsumen yang bersifat memaksa.

## 8. Perubahan Ketentuan ini

Kami dapat mengubah Ketentuan ini. Kami akan memublikasikan versi baru di halaman ini dan mengumumkan perubahan penting sebelum berlaku. Jika Anda tetap menggunakan Layanan setelah perubahan berlaku, Anda dianggap menerima Ketentuan yang telah diubah.

## 9. Hukum yang berlaku dan sengketa

Ketentuan ini diatur oleh hukum negara atau wilayah tempat kantor terdaftar {company} berada, tanpa mengurangi ketentuan perlindungan konsumen yang bersifat memaksa di negara tempat Anda tinggal. Kami akan terlebih dahulu berupaya menyelesaikan setiap sengketa melalui Pusat bantuan kami. Jika upaya tersebut tidak berhasil, sengketa akan diajukan ke pengadilan yang berwenang di wilayah kantor terdaftar kami, kecuali jika hukum memberi Anda hak untuk mengajukan gugatan di tempat lain.

## 10. Kontak

- Pengelola: {company}
- Alamat: {address}
- Email: {email}
`.trim(),
};
