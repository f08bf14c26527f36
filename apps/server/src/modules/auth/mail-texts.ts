import type { TLanguage } from '@rider-portal/domain/markets';

/**
 * The account mails' texts, in every interface language. {{brand}}, {{link}}, {{code}} and
 * {{minutes}} are filled in.
 */
export type TMailTexts = {
  verifySubject: string;
  verifyIntro: string;
  verifyAction: string;
  verifyExpiry: string;
  resetSubject: string;
  resetIntro: string;
  resetExpiry: string;
  ignore: string;
};

export const MAIL_TEXTS: Record<TLanguage, TMailTexts> = {
  en: {
    verifySubject: 'Confirm your email address for {{brand}}',
    verifyIntro:
      'Welcome to {{brand}}! Please confirm your email address to finish creating your account.',
    verifyAction: 'Confirm my email address',
    verifyExpiry: 'This link is valid for 24 hours.',
    resetSubject: 'Your {{brand}} password reset code',
    resetIntro: 'Use this code to choose a new password:',
    resetExpiry: 'The code is valid for {{minutes}} minutes.',
    ignore: 'If you did not ask for this, you can ignore this email.',
  },
  ar: {
    verifySubject: 'أكّد عنوان بريدك الإلكتروني في {{brand}}',
    verifyIntro: 'مرحبًا بك في {{brand}}! يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.',
    verifyAction: 'تأكيد بريدي الإلكتروني',
    verifyExpiry: 'هذا الرابط صالح لمدة 24 ساعة.',
    resetSubject: 'رمز إعادة تعيين كلمة المرور في {{brand}}',
    resetIntro: 'استخدم هذا الرمز لاختيار كلمة مرور جديدة:',
    resetExpiry: 'الرمز صالح لمدة {{minutes}} دقائق.',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  },
  ckb: {
    verifySubject: 'ناونیشانی ئیمەیڵەکەت بۆ {{brand}} پشتڕاست بکەرەوە',
    verifyIntro:
      'بەخێربێیت بۆ {{brand}}! تکایە ناونیشانی ئیمەیڵەکەت پشتڕاست بکەرەوە بۆ ئەوەی دروستکردنی هەژمارەکەت تەواو بکەیت.',
    verifyAction: 'ناونیشانی ئیمەیڵەکەم پشتڕاست بکەرەوە',
    verifyExpiry: 'ئەم بەستەرە بۆ ماوەی 24 کاتژمێر کاردەکات.',
    resetSubject: 'کۆدی ڕێکخستنەوەی وشەی نهێنیی {{brand}}',
    resetIntro: 'ئەم کۆدە بەکاربهێنە بۆ هەڵبژاردنی وشەی نهێنیی نوێ:',
    resetExpiry: 'کۆدەکە بۆ ماوەی {{minutes}} خولەک کاردەکات.',
    ignore: 'ئەگەر تۆ داوای ئەمەت نەکردووە، دەتوانیت ئەم ئیمەیڵە پشتگوێ بخەیت.',
  },
  ur: {
    verifySubject: '{{brand}} کے لیے اپنے ای میل ایڈریس کی تصدیق کریں',
    verifyIntro:
      '{{brand}} میں خوش آمدید! اپنا اکاؤنٹ بنانے کا عمل مکمل کرنے کے لیے براہ کرم اپنے ای میل ایڈریس کی تصدیق کریں۔',
    verifyAction: 'میرے ای میل ایڈریس کی تصدیق کریں',
    verifyExpiry: 'یہ لنک 24 گھنٹے کے لیے کارآمد ہے۔',
    resetSubject: 'آپ کا {{brand}} پاس ورڈ ری سیٹ کوڈ',
    resetIntro: 'نیا پاس ورڈ منتخب کرنے کے لیے یہ کوڈ استعمال کریں:',
    resetExpiry: 'یہ کوڈ {{minutes}} منٹ کے لیے کارآمد ہے۔',
    ignore: 'اگر آپ نے یہ درخواست نہیں کی تو آپ اس ای میل کو نظر انداز کر سکتے ہیں۔',
  },
  el: {
    verifySubject: 'Επιβεβαιώστε τη διεύθυνση email σας για το {{brand}}',
    verifyIntro:
      'Καλώς ήρθατε στο {{brand}}! Επιβεβαιώστε τη διεύθυνση email σας για να ολοκληρώσετε τη δημιουργία του λογαριασμού σας.',
    verifyAction: 'Επιβεβαίωση email',
    verifyExpiry: 'Ο σύνδεσμος ισχύει για 24 ώρες.',
    resetSubject: 'Ο κωδικός επαναφοράς κωδικού πρόσβασης για το {{brand}}',
    resetIntro: 'Χρησιμοποιήστε αυτόν τον κωδικό για να ορίσετε νέο κωδικό πρόσβασης:',
    resetExpiry: 'Ο κωδικός ισχύει για {{minutes}} λεπτά.',
    ignore: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα.',
  },
  'zh-TW': {
    verifySubject: '請確認您在 {{brand}} 的電子郵件地址',
    verifyIntro: '歡迎使用 {{brand}}！請確認您的電子郵件地址，以完成帳戶建立。',
    verifyAction: '確認我的電子郵件地址',
    verifyExpiry: '此連結的有效期限為 24 小時。',
    resetSubject: '您的 {{brand}} 密碼重設驗證碼',
    resetIntro: '請使用此驗證碼設定新密碼：',
    resetExpiry: '驗證碼的有效期限為 {{minutes}} 分鐘。',
    ignore: '如果這不是您本人提出的要求，請忽略這封電子郵件。',
  },
  'zh-HK': {
    verifySubject: '請確認你在 {{brand}} 的電郵地址',
    verifyIntro: '歡迎使用 {{brand}}！請確認你的電郵地址，以完成建立帳戶。',
    verifyAction: '確認我的電郵地址',
    verifyExpiry: '此連結於 24 小時內有效。',
    resetSubject: '你的 {{brand}} 密碼重設驗證碼',
    resetIntro: '請使用此驗證碼設定新密碼：',
    resetExpiry: '驗證碼於 {{minutes}} 分鐘內有效。',
    ignore: '如你沒有提出此要求，可忽略此電郵。',
  },
  th: {
    verifySubject: 'ยืนยันที่อยู่อีเมลของคุณสำหรับ {{brand}}',
    verifyIntro: 'ยินดีต้อนรับสู่ {{brand}}! โปรดยืนยันที่อยู่อีเมลของคุณเพื่อสร้างบัญชีให้เสร็จสมบูรณ์',
    verifyAction: 'ยืนยันที่อยู่อีเมลของฉัน',
    verifyExpiry: 'ลิงก์นี้ใช้ได้ภายใน 24 ชั่วโมง',
    resetSubject: 'รหัสสำหรับรีเซ็ตรหัสผ่าน {{brand}} ของคุณ',
    resetIntro: 'ใช้รหัสนี้เพื่อตั้งรหัสผ่านใหม่:',
    resetExpiry: 'รหัสนี้ใช้ได้ภายใน {{minutes}} นาที',
    ignore: 'หากคุณไม่ได้ส่งคำขอนี้ คุณสามารถเพิกเฉยต่ออีเมลนี้ได้',
  },
  ms: {
    verifySubject: 'Sahkan alamat e-mel anda untuk {{brand}}',
    verifyIntro:
      'Selamat datang ke {{brand}}! Sila sahkan alamat e-mel anda untuk melengkapkan pendaftaran akaun anda.',
    verifyAction: 'Sahkan alamat e-mel saya',
    verifyExpiry: 'Pautan ini sah selama 24 jam.',
    resetSubject: 'Kod tetapan semula kata laluan {{brand}} anda',
    resetIntro: 'Gunakan kod ini untuk memilih kata laluan baharu:',
    resetExpiry: 'Kod ini sah selama {{minutes}} minit.',
    ignore: 'Jika anda tidak membuat permintaan ini, anda boleh abaikan e-mel ini.',
  },
  fil: {
    verifySubject: 'Kumpirmahin ang iyong email address para sa {{brand}}',
    verifyIntro:
      'Maligayang pagdating sa {{brand}}! Pakikumpirma ang iyong email address para matapos ang paggawa ng iyong account.',
    verifyAction: 'Kumpirmahin ang aking email address',
    verifyExpiry: 'Valid ang link na ito sa loob ng 24 na oras.',
    resetSubject: 'Ang iyong code para i-reset ang password sa {{brand}}',
    resetIntro: 'Gamitin ang code na ito para pumili ng bagong password:',
    resetExpiry: 'Valid ang code sa loob ng {{minutes}} minuto.',
    ignore: 'Kung hindi ikaw ang humiling nito, maaari mong balewalain ang email na ito.',
  },
  bn: {
    verifySubject: '{{brand}}-এর জন্য আপনার ইমেল ঠিকানা নিশ্চিত করুন',
    verifyIntro:
      '{{brand}}-এ স্বাগতম! আপনার অ্যাকাউন্ট তৈরি সম্পন্ন করতে অনুগ্রহ করে আপনার ইমেল ঠিকানা নিশ্চিত করুন।',
    verifyAction: 'আমার ইমেল ঠিকানা নিশ্চিত করুন',
    verifyExpiry: 'এই লিংকটি 24 ঘণ্টা বৈধ থাকবে।',
    resetSubject: 'আপনার {{brand}} পাসওয়ার্ড রিসেট কোড',
    resetIntro: 'নতুন পাসওয়ার্ড বেছে নিতে এই কোডটি ব্যবহার করুন:',
    resetExpiry: 'কোডটি {{minutes}} মিনিট বৈধ থাকবে।',
    ignore: 'আপনি যদি এটির অনুরোধ না করে থাকেন, তাহলে এই ইমেলটি উপেক্ষা করতে পারেন।',
  },
  km: {
    verifySubject: 'បញ្ជាក់អាសយដ្ឋានអ៊ីមែលរបស់អ្នកសម្រាប់ {{brand}}',
    verifyIntro: 'សូមស្វាគមន៍មកកាន់ {{brand}}! សូមបញ្ជាក់អាសយដ្ឋានអ៊ីមែលរបស់អ្នក ដើម្បីបញ្ចប់ការបង្កើតគណនីរបស់អ្នក។',
    verifyAction: 'បញ្ជាក់អាសយដ្ឋានអ៊ីមែលរបស់ខ្ញុំ',
    verifyExpiry: 'តំណនេះមានសុពលភាពរយៈពេល 24 ម៉ោង។',
    resetSubject: 'លេខកូដកំណត់ពាក្យសម្ងាត់ {{brand}} ឡើងវិញរបស់អ្នក',
    resetIntro: 'ប្រើលេខកូដនេះ ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ថ្មី៖',
    resetExpiry: 'លេខកូដនេះមានសុពលភាពរយៈពេល {{minutes}} នាទី។',
    ignore: 'ប្រសិនបើអ្នកមិនបានស្នើសុំការនេះទេ អ្នកអាចមិនអើពើនឹងអ៊ីមែលនេះបាន។',
  },
  lo: {
    verifySubject: 'ຢືນຢັນທີ່ຢູ່ອີເມວຂອງທ່ານສຳລັບ {{brand}}',
    verifyIntro: 'ຍິນດີຕ້ອນຮັບສູ່ {{brand}}! ກະລຸນາຢືນຢັນທີ່ຢູ່ອີເມວຂອງທ່ານ ເພື່ອສ້າງບັນຊີຂອງທ່ານໃຫ້ສຳເລັດ.',
    verifyAction: 'ຢືນຢັນທີ່ຢູ່ອີເມວຂອງຂ້ອຍ',
    verifyExpiry: 'ລິ້ງນີ້ໃຊ້ໄດ້ພາຍໃນ 24 ຊົ່ວໂມງ.',
    resetSubject: 'ລະຫັດສຳລັບຕັ້ງລະຫັດຜ່ານ {{brand}} ຂອງທ່ານໃໝ່',
    resetIntro: 'ໃຊ້ລະຫັດນີ້ເພື່ອຕັ້ງລະຫັດຜ່ານໃໝ່:',
    resetExpiry: 'ລະຫັດນີ້ໃຊ້ໄດ້ພາຍໃນ {{minutes}} ນາທີ.',
    ignore: 'ຖ້າທ່ານບໍ່ໄດ້ຮ້ອງຂໍສິ່ງນີ້, ທ່ານສາມາດບໍ່ສົນໃຈອີເມວນີ້ໄດ້.',
  },
  my: {
    verifySubject: '{{brand}} အတွက် သင့်အီးမေးလ်လိပ်စာကို အတည်ပြုပါ',
    verifyIntro: '{{brand}} မှ ကြိုဆိုပါသည်။ သင့်အကောင့်ဖွင့်ခြင်း ပြီးဆုံးစေရန် သင့်အီးမေးလ်လိပ်စာကို အတည်ပြုပေးပါ။',
    verifyAction: 'ကျွန်ုပ်၏ အီးမေးလ်လိပ်စာကို အတည်ပြုမည်',
    verifyExpiry: 'ဤလင့်ခ်ကို 24 နာရီအတွင်း အသုံးပြုနိုင်ပါသည်။',
    resetSubject: 'သင့် {{brand}} စကားဝှက် ပြန်လည်သတ်မှတ်ရန် ကုဒ်',
    resetIntro: 'စကားဝှက်အသစ် ရွေးချယ်ရန် ဤကုဒ်ကို အသုံးပြုပါ:',
    resetExpiry: 'ဤကုဒ်ကို {{minutes}} မိနစ်အတွင်း အသုံးပြုနိုင်ပါသည်။',
    ignore: 'ဤအရာကို သင် တောင်းဆိုခဲ့ခြင်း မရှိပါက ဤအီးမေးလ်ကို လျစ်လျူရှုနိုင်ပါသည်။',
  },
  sv: {
    verifySubject: 'Bekräfta din e-postadress för {{brand}}',
    verifyIntro:
      'Välkommen till {{brand}}! Bekräfta din e-postadress för att slutföra skapandet av ditt konto.',
    verifyAction: 'Bekräfta min e-postadress',
    verifyExpiry: 'Länken är giltig i 24 timmar.',
    resetSubject: 'Din kod för att återställa lösenordet till {{brand}}',
    resetIntro: 'Använd den här koden för att välja ett nytt lösenord:',
    resetExpiry: 'Koden är giltig i {{minutes}} minuter.',
    ignore: 'Om du inte har begärt detta kan du bortse från det här mejlet.',
  },
  nb: {
    verifySubject: 'Bekreft e-postadressen din for {{brand}}',
    verifyIntro:
      'Velkommen til {{brand}}! Bekreft e-postadressen din for å fullføre opprettelsen av kontoen din.',
    verifyAction: 'Bekreft e-postadressen min',
    verifyExpiry: 'Lenken er gyldig i 24 timer.',
    resetSubject: 'Koden din for å tilbakestille passordet til {{brand}}',
    resetIntro: 'Bruk denne koden for å velge et nytt passord:',
    resetExpiry: 'Koden er gyldig i {{minutes}} minutter.',
    ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten.',
  },
  fi: {
    verifySubject: 'Vahvista sähköpostiosoitteesi palvelussa {{brand}}',
    verifyIntro:
      'Tervetuloa palveluun {{brand}}! Vahvista sähköpostiosoitteesi, niin tilisi luominen viimeistellään.',
    verifyAction: 'Vahvista sähköpostiosoitteeni',
    verifyExpiry: 'Linkki on voimassa 24 tuntia.',
    resetSubject: 'Palvelun {{brand}} salasanan palautuskoodi',
    resetIntro: 'Valitse uusi salasana tällä koodilla:',
    resetExpiry: 'Koodi on voimassa {{minutes}} minuuttia.',
    ignore: 'Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
  },
  de: {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für {{brand}}',
    verifyIntro:
      'Willkommen bei {{brand}}! Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Kontos abzuschließen.',
    verifyAction: 'E-Mail-Adresse bestätigen',
    verifyExpiry: 'Dieser Link ist 24 Stunden lang gültig.',
    resetSubject: 'Ihr Code zum Zurücksetzen des Passworts für {{brand}}',
    resetIntro: 'Mit diesem Code können Sie ein neues Passwort festlegen:',
    resetExpiry: 'Der Code ist {{minutes}} Minuten lang gültig.',
    ignore: 'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  hu: {
    verifySubject: 'Erősítse meg e-mail-címét a(z) {{brand}} szolgáltatáshoz',
    verifyIntro:
      'Üdvözöljük a(z) {{brand}} szolgáltatásban! Kérjük, erősítse meg e-mail-címét a fiókja létrehozásának befejezéséhez.',
    verifyAction: 'E-mail-címem megerősítése',
    verifyExpiry: 'A link 24 óráig érvényes.',
    resetSubject: 'A(z) {{brand}} jelszó-visszaállítási kódja',
    resetIntro: 'Ezzel a kóddal választhat új jelszót:',
    resetExpiry: 'A kód {{minutes}} percig érvényes.',
    ignore: 'Ha nem Ön kérte ezt, nyugodtan figyelmen kívül hagyhatja ezt az e-mailt.',
  },
  cs: {
    verifySubject: 'Potvrďte svou e-mailovou adresu pro službu {{brand}}',
    verifyIntro:
      'Vítejte ve službě {{brand}}! Potvrďte prosím svou e-mailovou adresu a dokončete tak vytvoření účtu.',
    verifyAction: 'Potvrdit e-mailovou adresu',
    verifyExpiry: 'Tento odkaz je platný 24 hodin.',
    resetSubject: 'Kód pro obnovení hesla ke službě {{brand}}',
    resetIntro: 'Pomocí tohoto kódu si zvolte nové heslo:',
    resetExpiry: 'Kód je platný {{minutes}} min.',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat.',
  },
  es: {
    verifySubject: 'Confirme su dirección de correo electrónico para {{brand}}',
    verifyIntro:
      '¡Le damos la bienvenida a {{brand}}! Confirme su dirección de correo electrónico para terminar de crear su cuenta.',
    verifyAction: 'Confirmar mi dirección de correo',
    verifyExpiry: 'Este enlace es válido durante 24 horas.',
    resetSubject: 'Su código para restablecer la contraseña de {{brand}}',
    resetIntro: 'Use este código para elegir una contraseña nueva:',
    resetExpiry: 'El código es válido durante {{minutes}} minutos.',
    ignore: 'Si no lo ha solicitado usted, puede ignorar este correo.',
  },
  ca: {
    verifySubject: 'Confirmi la seva adreça electrònica per a {{brand}}',
    verifyIntro:
      'Li donem la benvinguda a {{brand}}! Confirmi la seva adreça electrònica per acabar de crear el compte.',
    verifyAction: 'Confirmar la meva adreça electrònica',
    verifyExpiry: 'Aquest enllaç és vàlid durant 24 hores.',
    resetSubject: 'El seu codi per restablir la contrasenya de {{brand}}',
    resetIntro: 'Utilitzi aquest codi per triar una contrasenya nova:',
    resetExpiry: 'El codi és vàlid durant {{minutes}} minuts.',
    ignore: 'Si no ho ha sol·licitat vostè, pot ignorar aquest correu.',
  },
  it: {
    verifySubject: 'Conferma dell’indirizzo email per {{brand}}',
    verifyIntro:
      'Benvenuto su {{brand}}! Per completare la creazione dell’account, confermi il suo indirizzo email.',
    verifyAction: 'Conferma l’indirizzo email',
    verifyExpiry: 'Il link è valido per 24 ore.',
    resetSubject: 'Codice per reimpostare la password di {{brand}}',
    resetIntro: 'Utilizzi questo codice per scegliere una nuova password:',
    resetExpiry: 'Il codice è valido per {{minutes}} minuti.',
    ignore: 'Se non ha richiesto questa operazione, può ignorare questa email.',
  },
  pt: {
    verifySubject: 'Confirme o seu endereço de email para {{brand}}',
    verifyIntro:
      'Damos-lhe as boas-vindas a {{brand}}! Confirme o seu endereço de email para concluir a criação da sua conta.',
    verifyAction: 'Confirmar o meu endereço de email',
    verifyExpiry: 'Esta ligação é válida durante 24 horas.',
    resetSubject: 'Código para repor a palavra-passe de {{brand}}',
    resetIntro: 'Utilize este código para escolher uma nova palavra-passe:',
    resetExpiry: 'O código é válido durante {{minutes}} minutos.',
    ignore: 'Se não fez este pedido, pode ignorar este email.',
  },
  tr: {
    verifySubject: '{{brand}} için e-posta adresinizi doğrulayın',
    verifyIntro:
      '{{brand}} platformuna hoş geldiniz! Hesabınızı oluşturmayı tamamlamak için lütfen e-posta adresinizi doğrulayın.',
    verifyAction: 'E-posta adresimi doğrula',
    verifyExpiry: 'Bu bağlantı 24 saat geçerlidir.',
    resetSubject: '{{brand}} şifre sıfırlama kodunuz',
    resetIntro: 'Yeni bir şifre belirlemek için bu kodu kullanın:',
    resetExpiry: 'Kod {{minutes}} dakika geçerlidir.',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayabilirsiniz.',
  },
  id: {
    verifySubject: 'Konfirmasi alamat email Anda untuk {{brand}}',
    verifyIntro:
      'Selamat datang di {{brand}}! Silakan konfirmasi alamat email Anda untuk menyelesaikan pembuatan akun.',
    verifyAction: 'Konfirmasi alamat email saya',
    verifyExpiry: 'Tautan ini berlaku selama 24 jam.',
    resetSubject: 'Kode reset kata sandi {{brand}} Anda',
    resetIntro: 'Gunakan kode ini untuk membuat kata sandi baru:',
    resetExpiry: 'Kode berlaku selama {{minutes}} menit.',
    ignore: 'Jika Anda tidak memintanya, abaikan saja email ini.',
  },
};
