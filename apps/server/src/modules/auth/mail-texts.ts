import type { TLanguage } from '@rider-portal/domain/markets';

/**
 * The account mails' texts, in every interface language. {{brand}}, {{link}}, {{code}} and
 * {{minutes}} are filled in. exists*: the mail to an address someone tried to register again.
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
  existsSubject: string;
  existsIntro: string;
  existsAdvice: string;
  signInAction: string;
  resetAction: string;
  existsIgnore: string;
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
    existsSubject: 'Someone tried to register with your email address at {{brand}}',
    existsIntro:
      'Someone just tried to create a {{brand}} account with this email address. It already has an account, so no new one was created.',
    existsAdvice:
      'If it was you, sign in with your password, or choose a new one if you have forgotten it.',
    signInAction: 'Sign in',
    resetAction: 'Reset my password',
    existsIgnore: 'If it was not you, you can ignore this email: your account has not changed.',
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
    existsSubject: 'حاول شخص ما التسجيل في {{brand}} باستخدام عنوان بريدك الإلكتروني',
    existsIntro:
      'حاول شخص ما للتو إنشاء حساب في {{brand}} باستخدام عنوان البريد الإلكتروني هذا. لهذا العنوان حساب بالفعل، لذا لم يُنشأ حساب جديد.',
    existsAdvice: 'إذا كنت أنت، فسجّل الدخول بكلمة مرورك، أو اختر كلمة مرور جديدة إذا نسيتها.',
    signInAction: 'تسجيل الدخول',
    resetAction: 'إعادة تعيين كلمة المرور',
    existsIgnore: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
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
    existsSubject: 'کەسێک هەوڵیدا بە ناونیشانی ئیمەیڵەکەت لە {{brand}} خۆی تۆمار بکات',
    existsIntro:
      'کەسێک ئێستا هەوڵیدا بەم ناونیشانی ئیمەیڵە هەژمارێکی {{brand}} دروست بکات. ئەم ناونیشانە پێشتر هەژماری هەیە، بۆیە هیچ هەژمارێکی نوێ دروست نەکرا.',
    existsAdvice:
      'ئەگەر تۆ بوویت، بە وشەی نهێنییەکەت بچۆ ژوورەوە، یان ئەگەر لەبیرت کردووە وشەی نهێنیی نوێ هەڵبژێرە.',
    signInAction: 'چوونەژوورەوە',
    resetAction: 'ڕێکخستنەوەی وشەی نهێنییەکەم',
    existsIgnore:
      'ئەگەر تۆ نەبوویت، دەتوانیت ئەم ئیمەیڵە پشتگوێ بخەیت: هیچ شتێک لە هەژمارەکەتدا نەگۆڕاوە.',
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
    existsSubject: 'کسی نے {{brand}} پر آپ کے ای میل ایڈریس سے رجسٹر کرنے کی کوشش کی',
    existsIntro:
      'کسی نے ابھی اس ای میل ایڈریس سے {{brand}} اکاؤنٹ بنانے کی کوشش کی۔ اس ایڈریس کا پہلے سے ایک اکاؤنٹ موجود ہے، اس لیے کوئی نیا اکاؤنٹ نہیں بنایا گیا۔',
    existsAdvice:
      'اگر یہ آپ تھے تو اپنے پاس ورڈ سے سائن ان کریں، یا اگر آپ اسے بھول گئے ہیں تو نیا پاس ورڈ منتخب کریں۔',
    signInAction: 'سائن ان کریں',
    resetAction: 'میرا پاس ورڈ ری سیٹ کریں',
    existsIgnore:
      'اگر یہ آپ نہیں تھے تو آپ اس ای میل کو نظر انداز کر سکتے ہیں: آپ کے اکاؤنٹ میں کوئی تبدیلی نہیں ہوئی۔',
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
    existsSubject: 'Κάποιος προσπάθησε να εγγραφεί στο {{brand}} με τη διεύθυνση email σας',
    existsIntro:
      'Κάποιος μόλις προσπάθησε να δημιουργήσει λογαριασμό στο {{brand}} με αυτή τη διεύθυνση email. Η διεύθυνση έχει ήδη λογαριασμό, οπότε δεν δημιουργήθηκε νέος.',
    existsAdvice:
      'Αν ήσασταν εσείς, συνδεθείτε με τον κωδικό πρόσβασής σας ή ορίστε νέο, αν τον έχετε ξεχάσει.',
    signInAction: 'Σύνδεση',
    resetAction: 'Επαναφορά κωδικού πρόσβασης',
    existsIgnore:
      'Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: ο λογαριασμός σας δεν έχει αλλάξει.',
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
    existsSubject: '有人嘗試以您的電子郵件地址註冊 {{brand}}',
    existsIntro:
      '有人剛剛嘗試以此電子郵件地址建立 {{brand}} 帳戶。此地址已有帳戶，因此並未建立新帳戶。',
    existsAdvice: '如果是您本人，請使用密碼登入；若忘記密碼，請設定新密碼。',
    signInAction: '登入',
    resetAction: '重設我的密碼',
    existsIgnore: '如果不是您本人，請忽略這封電子郵件：您的帳戶沒有任何變更。',
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
    existsSubject: '有人嘗試以你的電郵地址登記 {{brand}}',
    existsIntro:
      '有人剛剛嘗試以此電郵地址建立 {{brand}} 帳戶。此地址已有帳戶，因此沒有建立新帳戶。',
    existsAdvice: '如果是你本人，請以密碼登入；如忘記密碼，請設定新密碼。',
    signInAction: '登入',
    resetAction: '重設我的密碼',
    existsIgnore: '如果不是你本人，可忽略此電郵：你的帳戶沒有任何改變。',
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
    existsSubject: 'มีผู้พยายามลงทะเบียน {{brand}} ด้วยที่อยู่อีเมลของคุณ',
    existsIntro: 'มีผู้พยายามสร้างบัญชี {{brand}} ด้วยที่อยู่อีเมลนี้เมื่อสักครู่ ที่อยู่นี้มีบัญชีอยู่แล้ว จึงไม่มีการสร้างบัญชีใหม่',
    existsAdvice: 'หากเป็นคุณ โปรดเข้าสู่ระบบด้วยรหัสผ่านของคุณ หรือตั้งรหัสผ่านใหม่หากคุณลืมรหัสผ่าน',
    signInAction: 'เข้าสู่ระบบ',
    resetAction: 'รีเซ็ตรหัสผ่านของฉัน',
    existsIgnore: 'หากไม่ใช่คุณ คุณสามารถเพิกเฉยต่ออีเมลนี้ได้ บัญชีของคุณไม่มีการเปลี่ยนแปลงใดๆ',
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
    existsSubject: 'Seseorang cuba mendaftar di {{brand}} dengan alamat e-mel anda',
    existsIntro:
      'Seseorang baru sahaja cuba membuat akaun {{brand}} dengan alamat e-mel ini. Alamat ini sudah mempunyai akaun, jadi tiada akaun baharu dibuat.',
    existsAdvice:
      'Jika itu anda, log masuk dengan kata laluan anda, atau pilih kata laluan baharu jika anda terlupa.',
    signInAction: 'Log masuk',
    resetAction: 'Tetapkan semula kata laluan saya',
    existsIgnore: 'Jika itu bukan anda, anda boleh abaikan e-mel ini: akaun anda tidak berubah.',
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
    existsSubject: 'May sumubok na magparehistro sa {{brand}} gamit ang iyong email address',
    existsIntro:
      'May sumubok ngayon lang na gumawa ng {{brand}} account gamit ang email address na ito. May account na ang address na ito, kaya walang bagong account na ginawa.',
    existsAdvice:
      'Kung ikaw ito, mag-sign in gamit ang iyong password, o pumili ng bagong password kung nakalimutan mo ito.',
    signInAction: 'Mag-sign in',
    resetAction: 'I-reset ang aking password',
    existsIgnore:
      'Kung hindi ikaw ito, maaari mong balewalain ang email na ito: walang nagbago sa iyong account.',
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
    existsSubject: 'কেউ আপনার ইমেল ঠিকানা দিয়ে {{brand}}-এ নিবন্ধন করার চেষ্টা করেছে',
    existsIntro:
      'কেউ এইমাত্র এই ইমেল ঠিকানা দিয়ে একটি {{brand}} অ্যাকাউন্ট তৈরি করার চেষ্টা করেছে। এই ঠিকানায় ইতিমধ্যে একটি অ্যাকাউন্ট আছে, তাই নতুন কোনো অ্যাকাউন্ট তৈরি করা হয়নি।',
    existsAdvice:
      'যদি এটি আপনি হয়ে থাকেন, তাহলে আপনার পাসওয়ার্ড দিয়ে সাইন ইন করুন, অথবা পাসওয়ার্ড ভুলে গেলে নতুন একটি বেছে নিন।',
    signInAction: 'সাইন ইন করুন',
    resetAction: 'আমার পাসওয়ার্ড রিসেট করুন',
    existsIgnore:
      'যদি এটি আপনি না হয়ে থাকেন, তাহলে এই ইমেলটি উপেক্ষা করতে পারেন: আপনার অ্যাকাউন্টে কিছুই পরিবর্তন হয়নি।',
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
    existsSubject: 'មាននរណាម្នាក់បានព្យាយាមចុះឈ្មោះនៅ {{brand}} ដោយប្រើអាសយដ្ឋានអ៊ីមែលរបស់អ្នក',
    existsIntro:
      'មាននរណាម្នាក់ទើបតែបានព្យាយាមបង្កើតគណនី {{brand}} ដោយប្រើអាសយដ្ឋានអ៊ីមែលនេះ។ អាសយដ្ឋាននេះមានគណនីរួចហើយ ដូច្នេះគ្មានគណនីថ្មីត្រូវបានបង្កើតទេ។',
    existsAdvice: 'ប្រសិនបើជាអ្នក សូមចូលគណនីដោយប្រើពាក្យសម្ងាត់របស់អ្នក ឬជ្រើសរើសពាក្យសម្ងាត់ថ្មី ប្រសិនបើអ្នកភ្លេចវា។',
    signInAction: 'ចូលគណនី',
    resetAction: 'កំណត់ពាក្យសម្ងាត់របស់ខ្ញុំឡើងវិញ',
    existsIgnore: 'ប្រសិនបើមិនមែនជាអ្នកទេ អ្នកអាចមិនអើពើនឹងអ៊ីមែលនេះបាន៖ គណនីរបស់អ្នកមិនមានការផ្លាស់ប្តូរអ្វីទេ។',
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
    existsSubject: 'ມີຄົນພະຍາຍາມລົງທະບຽນ {{brand}} ດ້ວຍທີ່ຢູ່ອີເມວຂອງທ່ານ',
    existsIntro: 'ມີຄົນຫາກໍ່ພະຍາຍາມສ້າງບັນຊີ {{brand}} ດ້ວຍທີ່ຢູ່ອີເມວນີ້. ທີ່ຢູ່ນີ້ມີບັນຊີຢູ່ແລ້ວ ສະນັ້ນຈຶ່ງບໍ່ມີການສ້າງບັນຊີໃໝ່.',
    existsAdvice: 'ຖ້າແມ່ນທ່ານ, ກະລຸນາເຂົ້າສູ່ລະບົບດ້ວຍລະຫັດຜ່ານຂອງທ່ານ ຫຼື ຕັ້ງລະຫັດຜ່ານໃໝ່ຖ້າທ່ານລືມມັນ.',
    signInAction: 'ເຂົ້າສູ່ລະບົບ',
    resetAction: 'ຕັ້ງລະຫັດຜ່ານຂອງຂ້ອຍໃໝ່',
    existsIgnore: 'ຖ້າບໍ່ແມ່ນທ່ານ, ທ່ານສາມາດບໍ່ສົນໃຈອີເມວນີ້ໄດ້: ບັນຊີຂອງທ່ານບໍ່ມີການປ່ຽນແປງ.',
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
    existsSubject: 'တစ်စုံတစ်ယောက်က သင့်အီးမေးလ်လိပ်စာဖြင့် {{brand}} တွင် စာရင်းသွင်းရန် ကြိုးစားခဲ့သည်',
    existsIntro:
      'တစ်စုံတစ်ယောက်က ဤအီးမေးလ်လိပ်စာဖြင့် {{brand}} အကောင့်တစ်ခု ဖွင့်ရန် ယခုလေးတင် ကြိုးစားခဲ့သည်။ ဤလိပ်စာတွင် အကောင့်ရှိပြီးဖြစ်သောကြောင့် အကောင့်အသစ် မဖွင့်ပေးခဲ့ပါ။',
    existsAdvice: 'သင်ဖြစ်ပါက သင့်စကားဝှက်ဖြင့် အကောင့်ဝင်ပါ၊ သို့မဟုတ် စကားဝှက်မေ့နေပါက စကားဝှက်အသစ် ရွေးချယ်ပါ။',
    signInAction: 'အကောင့်ဝင်ရန်',
    resetAction: 'ကျွန်ုပ်၏ စကားဝှက်ကို ပြန်လည်သတ်မှတ်မည်',
    existsIgnore: 'သင်မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုနိုင်ပါသည်။ သင့်အကောင့်တွင် မည်သည့်အပြောင်းအလဲမှ မရှိပါ။',
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
    existsSubject: 'Någon försökte registrera sig hos {{brand}} med din e-postadress',
    existsIntro:
      'Någon försökte nyss skapa ett konto hos {{brand}} med den här e-postadressen. Adressen har redan ett konto, så inget nytt konto skapades.',
    existsAdvice:
      'Om det var du kan du logga in med ditt lösenord, eller välja ett nytt om du har glömt det.',
    signInAction: 'Logga in',
    resetAction: 'Återställ mitt lösenord',
    existsIgnore:
      'Om det inte var du kan du bortse från det här mejlet: ingenting har ändrats i ditt konto.',
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
    existsSubject: 'Noen prøvde å registrere seg hos {{brand}} med e-postadressen din',
    existsIntro:
      'Noen prøvde nettopp å opprette en {{brand}}-konto med denne e-postadressen. Adressen har allerede en konto, så ingen ny konto ble opprettet.',
    existsAdvice:
      'Hvis det var deg, kan du logge inn med passordet ditt, eller velge et nytt hvis du har glemt det.',
    signInAction: 'Logg inn',
    resetAction: 'Tilbakestill passordet mitt',
    existsIgnore:
      'Hvis det ikke var deg, kan du se bort fra denne e-posten: ingenting er endret i kontoen din.',
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
    existsSubject: 'Joku yritti rekisteröityä palveluun {{brand}} sähköpostiosoitteellasi',
    existsIntro:
      'Joku yritti juuri luoda tilin palveluun {{brand}} tällä sähköpostiosoitteella. Osoitteella on jo tili, joten uutta tiliä ei luotu.',
    existsAdvice:
      'Jos se olit sinä, kirjaudu sisään salasanallasi tai valitse uusi salasana, jos olet unohtanut sen.',
    signInAction: 'Kirjaudu sisään',
    resetAction: 'Palauta salasanani',
    existsIgnore:
      'Jos se et ollut sinä, voit jättää tämän viestin huomiotta: tilissäsi ei ole muuttunut mitään.',
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
    existsSubject:
      'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse bei {{brand}} zu registrieren',
    existsIntro:
      'Jemand hat gerade versucht, mit dieser E-Mail-Adresse ein Konto bei {{brand}} anzulegen. Für diese Adresse gibt es bereits ein Konto, daher wurde kein neues angelegt.',
    existsAdvice:
      'Wenn Sie das waren, melden Sie sich mit Ihrem Passwort an oder legen Sie ein neues fest, falls Sie es vergessen haben.',
    signInAction: 'Anmelden',
    resetAction: 'Passwort zurücksetzen',
    existsIgnore:
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.',
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
    existsSubject:
      'Valaki megpróbált regisztrálni a(z) {{brand}} szolgáltatásba az Ön e-mail-címével',
    existsIntro:
      'Valaki az imént megpróbált fiókot létrehozni a(z) {{brand}} szolgáltatásban ezzel az e-mail-címmel. Ehhez a címhez már tartozik fiók, ezért nem jött létre új.',
    existsAdvice:
      'Ha Ön volt, jelentkezzen be a jelszavával, vagy válasszon újat, ha elfelejtette.',
    signInAction: 'Bejelentkezés',
    resetAction: 'Jelszó visszaállítása',
    existsIgnore:
      'Ha nem Ön volt, nyugodtan figyelmen kívül hagyhatja ezt az e-mailt: a fiókjában semmi sem változott.',
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
    existsSubject: 'Někdo se pokusil zaregistrovat do služby {{brand}} s vaší e-mailovou adresou',
    existsIntro:
      'Někdo se právě pokusil vytvořit účet ve službě {{brand}} s touto e-mailovou adresou. K této adrese už účet existuje, proto nový účet vytvořen nebyl.',
    existsAdvice:
      'Pokud jste to byli vy, přihlaste se svým heslem, nebo si zvolte nové, pokud jste ho zapomněli.',
    signInAction: 'Přihlásit se',
    resetAction: 'Obnovit heslo',
    existsIgnore:
      'Pokud jste to nebyli vy, můžete tento e-mail ignorovat: na vašem účtu se nic nezměnilo.',
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
    existsSubject:
      'Alguien ha intentado registrarse en {{brand}} con su dirección de correo electrónico',
    existsIntro:
      'Alguien acaba de intentar crear una cuenta de {{brand}} con esta dirección de correo electrónico. Esta dirección ya tiene una cuenta, así que no se ha creado ninguna nueva.',
    existsAdvice:
      'Si ha sido usted, inicie sesión con su contraseña o elija una nueva si la ha olvidado.',
    signInAction: 'Iniciar sesión',
    resetAction: 'Restablecer mi contraseña',
    existsIgnore: 'Si no ha sido usted, puede ignorar este correo: su cuenta no ha cambiado.',
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
    existsSubject: 'Algú ha intentat registrar-se a {{brand}} amb la seva adreça electrònica',
    existsIntro:
      'Algú acaba d’intentar crear un compte de {{brand}} amb aquesta adreça electrònica. Aquesta adreça ja té un compte, així que no se n’ha creat cap de nou.',
    existsAdvice:
      'Si ha estat vostè, iniciï la sessió amb la seva contrasenya o triï’n una de nova si l’ha oblidada.',
    signInAction: 'Iniciar la sessió',
    resetAction: 'Restablir la meva contrasenya',
    existsIgnore: 'Si no ha estat vostè, pot ignorar aquest correu: el seu compte no ha canviat.',
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
    existsSubject: 'Qualcuno ha tentato di registrarsi su {{brand}} con il suo indirizzo email',
    existsIntro:
      'Qualcuno ha appena tentato di creare un account {{brand}} con questo indirizzo email. L’indirizzo ha già un account, quindi non ne è stato creato uno nuovo.',
    existsAdvice:
      'Se è stato lei, acceda con la sua password oppure ne scelga una nuova se l’ha dimenticata.',
    signInAction: 'Accedi',
    resetAction: 'Reimposta la password',
    existsIgnore: 'Se non è stato lei, può ignorare questa email: il suo account non è cambiato.',
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
    existsSubject: 'Alguém tentou registar-se em {{brand}} com o seu endereço de email',
    existsIntro:
      'Alguém acabou de tentar criar uma conta {{brand}} com este endereço de email. Este endereço já tem uma conta, por isso não foi criada nenhuma nova.',
    existsAdvice:
      'Se foi quem tentou, inicie sessão com a sua palavra-passe ou escolha uma nova, se a esqueceu.',
    signInAction: 'Iniciar sessão',
    resetAction: 'Repor a minha palavra-passe',
    existsIgnore: 'Se não foi quem tentou, pode ignorar este email: a sua conta não foi alterada.',
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
    existsSubject: 'Birisi e-posta adresinizle {{brand}} hesabı açmaya çalıştı',
    existsIntro:
      'Birisi az önce bu e-posta adresiyle bir {{brand}} hesabı oluşturmaya çalıştı. Bu adresin zaten bir hesabı olduğu için yeni hesap oluşturulmadı.',
    existsAdvice:
      'Bu kişi sizseniz şifrenizle giriş yapın veya şifrenizi unuttuysanız yeni bir şifre belirleyin.',
    signInAction: 'Giriş yap',
    resetAction: 'Şifremi sıfırla',
    existsIgnore:
      'Bu kişi siz değilseniz bu e-postayı dikkate almayabilirsiniz: hesabınızda hiçbir değişiklik yapılmadı.',
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
    existsSubject: 'Seseorang mencoba mendaftar di {{brand}} dengan alamat email Anda',
    existsIntro:
      'Seseorang baru saja mencoba membuat akun {{brand}} dengan alamat email ini. Alamat ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat.',
    existsAdvice:
      'Jika itu Anda, masuk dengan kata sandi Anda, atau buat kata sandi baru jika Anda lupa.',
    signInAction: 'Masuk',
    resetAction: 'Reset kata sandi saya',
    existsIgnore: 'Jika itu bukan Anda, abaikan saja email ini: akun Anda tidak berubah.',
  },
};
