import type { TLanguage } from '@rider-portal/domain/markets';

/**
 * The bulk template's Instructions sheet, in every interface language. The sheet name "Orders",
 * the column values (PAID, CASH_ON_DELIVERY, ONLINE_PAYMENT, instant, scheduled) and the formats
 * (YYYY-MM-DD, HH:MM) are what the file holds, so they stay as they are in every language.
 */
export const TEMPLATE_INSTRUCTIONS: Record<TLanguage, { title: string; lines: string[] }> = {
  en: {
    title: 'How to fill in this file',
    lines: [
      'One order per row on the "Orders" sheet; keep the header row as it is.',
      'Give the drop-off address, or its latitude and longitude.',
      'Payment type: PAID, CASH_ON_DELIVERY or ONLINE_PAYMENT. Delivery type: instant or scheduled.',
      'Scheduled orders need a date (YYYY-MM-DD) and a time (HH:MM) in the market’s time zone.',
      'Order amount in the market currency; description at most 200 characters.',
      'Files up to 5 MB, in .xlsx format. Rows with errors are shown before anything is placed.',
    ],
  },
  ar: {
    title: 'كيفية تعبئة هذا الملف',
    lines: [
      'طلب واحد في كل صف في ورقة "Orders"؛ اترك صف العناوين كما هو.',
      'أدخل عنوان التسليم، أو خط العرض وخط الطول الخاصين به.',
      'نوع الدفع: PAID أو CASH_ON_DELIVERY أو ONLINE_PAYMENT. نوع التوصيل: instant أو scheduled.',
      'تحتاج الطلبات المجدولة إلى تاريخ (YYYY-MM-DD) ووقت (HH:MM) بتوقيت السوق.',
      'مبلغ الطلب بعملة السوق؛ والوصف 200 حرف كحد أقصى.',
      'ملفات حتى 5 ميغابايت بصيغة .xlsx. تُعرض الصفوف التي بها أخطاء قبل تقديم أي طلب.',
    ],
  },
  ckb: {
    title: 'چۆنیەتی پڕکردنەوەی ئەم فایلە',
    lines: [
      'لە پەڕەی "Orders" هەر ڕیزێک بۆ یەک داواکارییە؛ ڕیزی سەردێڕەکان وەک خۆی بهێڵەرەوە.',
      'ناونیشانی گەیاندن بنووسە، یان هێڵی پانی و هێڵی درێژیی ئەو شوێنە.',
      'جۆری پارەدان: PAID یان CASH_ON_DELIVERY یان ONLINE_PAYMENT. جۆری گەیاندن: instant یان scheduled.',
      'داواکارییە خشتەکراوەکان پێویستیان بە بەروار (YYYY-MM-DD) و کات (HH:MM) هەیە بە کاتی ناوچەی بازاڕەکە.',
      'بڕی داواکاری بە دراوی بازاڕەکە؛ وەسف بە لایەنی زۆرەوە 200 پیت.',
      'فایل تا 5 MB و بە فۆرماتی .xlsx. ڕیزە هەڵەدارەکان پێش تۆمارکردنی هەر داواکارییەک پیشان دەدرێن.',
    ],
  },
  ur: {
    title: 'اس فائل کو کیسے پُر کریں',
    lines: [
      '"Orders" شیٹ پر ہر قطار میں ایک آرڈر؛ ہیڈر والی قطار کو جوں کا توں رہنے دیں۔',
      'ڈیلیوری کا پتہ دیں، یا اس کا عرض بلد اور طول بلد۔',
      'ادائیگی کی قسم: PAID، CASH_ON_DELIVERY یا ONLINE_PAYMENT۔ ڈیلیوری کی قسم: instant یا scheduled۔',
      'شیڈول شدہ آرڈرز کے لیے مارکیٹ کے ٹائم زون کے مطابق تاریخ (YYYY-MM-DD) اور وقت (HH:MM) درکار ہے۔',
      'آرڈر کی رقم مارکیٹ کی کرنسی میں؛ تفصیل زیادہ سے زیادہ 200 حروف۔',
      'فائلیں 5 MB تک، .xlsx فارمیٹ میں۔ کوئی بھی آرڈر دیے جانے سے پہلے غلطیوں والی قطاریں دکھائی جاتی ہیں۔',
    ],
  },
  el: {
    title: 'Πώς να συμπληρώσετε αυτό το αρχείο',
    lines: [
      'Μία παραγγελία ανά γραμμή στο φύλλο "Orders"· αφήστε τη γραμμή επικεφαλίδων όπως είναι.',
      'Δώστε τη διεύθυνση παράδοσης ή το γεωγραφικό πλάτος και μήκος της.',
      'Τύπος πληρωμής: PAID, CASH_ON_DELIVERY ή ONLINE_PAYMENT. Τύπος παράδοσης: instant ή scheduled.',
      'Οι προγραμματισμένες παραγγελίες χρειάζονται ημερομηνία (YYYY-MM-DD) και ώρα (HH:MM) στην ώρα της αγοράς.',
      'Ποσό παραγγελίας στο νόμισμα της αγοράς· περιγραφή έως 200 χαρακτήρες.',
      'Αρχεία έως 5 MB, σε μορφή .xlsx. Οι γραμμές με σφάλματα εμφανίζονται πριν καταχωριστεί οτιδήποτε.',
    ],
  },
  'zh-TW': {
    title: '如何填寫此檔案',
    lines: [
      '在 "Orders" 工作表中每列填寫一筆訂單；請保留標題列，不要更改。',
      '請填寫送達地址，或該地址的緯度和經度。',
      '付款方式：PAID、CASH_ON_DELIVERY 或 ONLINE_PAYMENT。配送類型：instant 或 scheduled。',
      '預約訂單須依市場所在時區填寫日期 (YYYY-MM-DD) 和時間 (HH:MM)。',
      '訂單金額以市場貨幣計；描述最多 200 個字元。',
      '檔案大小上限為 5 MB，格式須為 .xlsx。系統會在建立任何訂單前，先顯示有錯誤的列。',
    ],
  },
  'zh-HK': {
    title: '如何填寫此檔案',
    lines: [
      '在 "Orders" 工作表中每行填寫一張訂單；請保留標題行，切勿更改。',
      '請填寫送貨地址，或其緯度及經度。',
      '付款方式：PAID、CASH_ON_DELIVERY 或 ONLINE_PAYMENT。送貨類型：instant 或 scheduled。',
      '預約訂單須按市場所在時區填寫日期 (YYYY-MM-DD) 及時間 (HH:MM)。',
      '訂單金額以市場貨幣計算；描述最多 200 個字元。',
      '檔案大小上限為 5 MB，格式須為 .xlsx。系統會在提交任何訂單前，先顯示有錯誤的行。',
    ],
  },
  th: {
    title: 'วิธีกรอกไฟล์นี้',
    lines: [
      'หนึ่งแถวต่อหนึ่งคำสั่งซื้อในชีต "Orders" และอย่าแก้ไขแถวหัวตาราง',
      'ระบุที่อยู่จัดส่ง หรือละติจูดและลองจิจูดของที่อยู่นั้น',
      'ประเภทการชำระเงิน: PAID, CASH_ON_DELIVERY หรือ ONLINE_PAYMENT ประเภทการจัดส่ง: instant หรือ scheduled',
      'คำสั่งซื้อล่วงหน้าต้องระบุวันที่ (YYYY-MM-DD) และเวลา (HH:MM) ตามเขตเวลาของตลาด',
      'ยอดคำสั่งซื้อเป็นสกุลเงินของตลาด คำอธิบายไม่เกิน 200 ตัวอักษร',
      'ไฟล์ขนาดไม่เกิน 5 MB ในรูปแบบ .xlsx ระบบจะแสดงแถวที่มีข้อผิดพลาดก่อนสร้างคำสั่งซื้อใดๆ',
    ],
  },
  ms: {
    title: 'Cara mengisi fail ini',
    lines: [
      'Satu pesanan bagi setiap baris dalam helaian "Orders"; kekalkan baris pengepala seperti asal.',
      'Berikan alamat penghantaran, atau latitud dan longitudnya.',
      'Jenis pembayaran: PAID, CASH_ON_DELIVERY atau ONLINE_PAYMENT. Jenis penghantaran: instant atau scheduled.',
      'Pesanan berjadual memerlukan tarikh (YYYY-MM-DD) dan masa (HH:MM) mengikut zon waktu pasaran.',
      'Jumlah pesanan dalam mata wang pasaran; keterangan maksimum 200 aksara.',
      'Fail sehingga 5 MB, dalam format .xlsx. Baris yang mempunyai ralat ditunjukkan sebelum sebarang pesanan dibuat.',
    ],
  },
  fil: {
    title: 'Paano punan ang file na ito',
    lines: [
      'Isang order bawat row sa sheet na "Orders"; huwag baguhin ang header row.',
      'Ilagay ang drop-off address, o ang latitude at longitude nito.',
      'Uri ng bayad: PAID, CASH_ON_DELIVERY o ONLINE_PAYMENT. Uri ng delivery: instant o scheduled.',
      'Kailangan ng mga scheduled order ang petsa (YYYY-MM-DD) at oras (HH:MM) ayon sa time zone ng market.',
      'Halaga ng order sa currency ng market; hanggang 200 character lang ang paglalarawan.',
      'Mga file na hanggang 5 MB, sa format na .xlsx. Ipinapakita muna ang mga row na may error bago ilagay ang anumang order.',
    ],
  },
  bn: {
    title: 'এই ফাইলটি কীভাবে পূরণ করবেন',
    lines: [
      '"Orders" শিটে প্রতি সারিতে একটি অর্ডার; হেডার সারিটি যেমন আছে তেমনই রাখুন।',
      'ডেলিভারির ঠিকানা দিন, অথবা সেটির অক্ষাংশ ও দ্রাঘিমাংশ দিন।',
      'পেমেন্টের ধরন: PAID, CASH_ON_DELIVERY বা ONLINE_PAYMENT। ডেলিভারির ধরন: instant বা scheduled।',
      'নির্ধারিত সময়ের অর্ডারের জন্য মার্কেটের টাইম জোন অনুযায়ী তারিখ (YYYY-MM-DD) ও সময় (HH:MM) দিতে হবে।',
      'অর্ডারের পরিমাণ মার্কেটের মুদ্রায়; বিবরণ সর্বোচ্চ 200 অক্ষর।',
      'ফাইল সর্বোচ্চ 5 MB, .xlsx ফরম্যাটে। কোনো অর্ডার দেওয়ার আগেই ত্রুটিযুক্ত সারিগুলো দেখানো হয়।',
    ],
  },
  km: {
    title: 'របៀបបំពេញឯកសារនេះ',
    lines: [
      'ការបញ្ជាទិញមួយក្នុងមួយជួរដេក នៅលើសន្លឹក "Orders"។ សូមរក្សាជួរចំណងជើងឱ្យនៅដដែល។',
      'ផ្តល់អាសយដ្ឋានដឹកជញ្ជូន ឬរយៈទទឹង និងរយៈបណ្តោយរបស់វា។',
      'ប្រភេទការទូទាត់៖ PAID, CASH_ON_DELIVERY ឬ ONLINE_PAYMENT។ ប្រភេទការដឹកជញ្ជូន៖ instant ឬ scheduled។',
      'ការបញ្ជាទិញដែលបានកំណត់ពេល ត្រូវការកាលបរិច្ឆេទ (YYYY-MM-DD) និងម៉ោង (HH:MM) តាមល្វែងម៉ោងនៃទីផ្សារ។',
      'ចំនួនទឹកប្រាក់នៃការបញ្ជាទិញជារូបិយប័ណ្ណនៃទីផ្សារ។ ការពិពណ៌នាមិនលើសពី 200 តួអក្សរ។',
      'ឯកសារមិនលើសពី 5 MB ជាទម្រង់ .xlsx។ ជួរដេកដែលមានកំហុសនឹងត្រូវបង្ហាញ មុនពេលដាក់ការបញ្ជាទិញណាមួយ។',
    ],
  },
  lo: {
    title: 'ວິທີຕື່ມຂໍ້ມູນໃສ່ໄຟລ໌ນີ້',
    lines: [
      'ໜຶ່ງອໍເດີຕໍ່ໜຶ່ງແຖວໃນຊີດ "Orders"; ຮັກສາແຖວຫົວຂໍ້ໄວ້ຕາມເດີມ.',
      'ໃສ່ທີ່ຢູ່ຈັດສົ່ງ, ຫຼື ເສັ້ນຂະໜານ ແລະ ເສັ້ນແວງຂອງທີ່ຢູ່ນັ້ນ.',
      'ປະເພດການຊຳລະເງິນ: PAID, CASH_ON_DELIVERY ຫຼື ONLINE_PAYMENT. ປະເພດການຈັດສົ່ງ: instant ຫຼື scheduled.',
      'ອໍເດີລ່ວງໜ້າຕ້ອງມີວັນທີ (YYYY-MM-DD) ແລະ ເວລາ (HH:MM) ຕາມເຂດເວລາຂອງຕະຫຼາດ.',
      'ຈຳນວນເງິນຂອງອໍເດີເປັນສະກຸນເງິນຂອງຕະຫຼາດ; ຄຳອະທິບາຍບໍ່ເກີນ 200 ຕົວອັກສອນ.',
      'ໄຟລ໌ບໍ່ເກີນ 5 MB, ໃນຮູບແບບ .xlsx. ແຖວທີ່ມີຂໍ້ຜິດພາດຈະຖືກສະແດງກ່ອນທີ່ຈະສ້າງອໍເດີໃດໆ.',
    ],
  },
  my: {
    title: 'ဤဖိုင်ကို ဖြည့်သွင်းနည်း',
    lines: [
      '"Orders" စာရွက်တွင် အတန်းတစ်ခုလျှင် အော်ဒါတစ်ခု ဖြည့်ပါ။ ခေါင်းစီးအတန်းကို မပြောင်းလဲပါနှင့်။',
      'ပို့ဆောင်ရမည့်လိပ်စာ သို့မဟုတ် ၎င်း၏ လတ္တီတွဒ်နှင့် လောင်ဂျီတွဒ်ကို ဖြည့်ပါ။',
      'ငွေပေးချေမှုအမျိုးအစား: PAID, CASH_ON_DELIVERY သို့မဟုတ် ONLINE_PAYMENT။ ပို့ဆောင်မှုအမျိုးအစား: instant သို့မဟုတ် scheduled။',
      'ကြိုတင်စီစဉ်ထားသော အော်ဒါများအတွက် ဈေးကွက်၏ အချိန်ဇုန်အတိုင်း ရက်စွဲ (YYYY-MM-DD) နှင့် အချိန် (HH:MM) လိုအပ်ပါသည်။',
      'အော်ဒါပမာဏကို ဈေးကွက်၏ ငွေကြေးဖြင့် ဖြည့်ပါ။ ဖော်ပြချက်သည် စာလုံး 200 ထက် မပိုရပါ။',
      'ဖိုင်အရွယ်အစား 5 MB အထိ၊ .xlsx ဖော်မက်ဖြင့်သာ။ အော်ဒါမတင်မီ အမှားပါသော အတန်းများကို ပြသပေးပါမည်။',
    ],
  },
  sv: {
    title: 'Så fyller du i filen',
    lines: [
      'En beställning per rad på bladet "Orders"; låt rubrikraden vara som den är.',
      'Ange leveransadressen eller dess latitud och longitud.',
      'Betalningstyp: PAID, CASH_ON_DELIVERY eller ONLINE_PAYMENT. Leveranstyp: instant eller scheduled.',
      'Schemalagda beställningar behöver ett datum (YYYY-MM-DD) och en tid (HH:MM) i marknadens tidszon.',
      'Beställningsbelopp i marknadens valuta; beskrivning högst 200 tecken.',
      'Filer på upp till 5 MB i formatet .xlsx. Rader med fel visas innan några beställningar läggs.',
    ],
  },
  nb: {
    title: 'Slik fyller du ut filen',
    lines: [
      'Én bestilling per rad i arket "Orders"; la overskriftsraden være som den er.',
      'Oppgi leveringsadressen, eller breddegraden og lengdegraden for den.',
      'Betalingstype: PAID, CASH_ON_DELIVERY eller ONLINE_PAYMENT. Leveringstype: instant eller scheduled.',
      'Forhåndsbestillinger må ha en dato (YYYY-MM-DD) og et klokkeslett (HH:MM) i markedets tidssone.',
      'Bestillingsbeløp i markedets valuta; beskrivelsen kan være på maks 200 tegn.',
      'Filer på opptil 5 MB, i formatet .xlsx. Rader med feil vises før noen bestillinger legges inn.',
    ],
  },
  fi: {
    title: 'Näin täytät tämän tiedoston',
    lines: [
      'Yksi tilaus riviä kohden "Orders"-välilehdellä; älä muuta otsikkoriviä.',
      'Anna toimitusosoite tai sen leveys- ja pituusaste.',
      'Maksutapa: PAID, CASH_ON_DELIVERY tai ONLINE_PAYMENT. Toimitustapa: instant tai scheduled.',
      'Ajastetuille tilauksille tarvitaan päivämäärä (YYYY-MM-DD) ja kellonaika (HH:MM) markkinan aikavyöhykkeellä.',
      'Tilauksen summa markkinan valuutassa; kuvaus enintään 200 merkkiä.',
      'Tiedoston koko enintään 5 MB, muoto .xlsx. Virheelliset rivit näytetään ennen kuin yhtään tilausta tehdään.',
    ],
  },
  de: {
    title: 'So füllen Sie diese Datei aus',
    lines: [
      'Eine Bestellung pro Zeile im Blatt "Orders"; lassen Sie die Kopfzeile unverändert.',
      'Geben Sie die Lieferadresse oder deren Breiten- und Längengrad an.',
      'Zahlungsart: PAID, CASH_ON_DELIVERY oder ONLINE_PAYMENT. Lieferart: instant oder scheduled.',
      'Vorbestellungen benötigen ein Datum (YYYY-MM-DD) und eine Uhrzeit (HH:MM) in der Zeitzone des Marktes.',
      'Bestellbetrag in der Währung des Marktes; Beschreibung höchstens 200 Zeichen.',
      'Dateien bis 5 MB im Format .xlsx. Zeilen mit Fehlern werden angezeigt, bevor eine Bestellung aufgegeben wird.',
    ],
  },
  hu: {
    title: 'Így töltse ki ezt a fájlt',
    lines: [
      'Soronként egy rendelés az "Orders" munkalapon; a fejlécsort hagyja változatlanul.',
      'Adja meg a kézbesítési címet, vagy annak szélességi és hosszúsági fokát.',
      'Fizetési mód: PAID, CASH_ON_DELIVERY vagy ONLINE_PAYMENT. Kézbesítés típusa: instant vagy scheduled.',
      'Az ütemezett rendelésekhez dátum (YYYY-MM-DD) és időpont (HH:MM) szükséges, a piac időzónája szerint.',
      'A rendelés összege a piac pénznemében; a leírás legfeljebb 200 karakter.',
      'A fájl legfeljebb 5 MB méretű, .xlsx formátumú lehet. A hibás sorokat a rendszer még a rendelések leadása előtt megjeleníti.',
    ],
  },
  cs: {
    title: 'Jak vyplnit tento soubor',
    lines: [
      'Jedna objednávka na řádek na listu "Orders"; řádek se záhlavím ponechte beze změny.',
      'Zadejte doručovací adresu, nebo její zeměpisnou šířku a délku.',
      'Typ platby: PAID, CASH_ON_DELIVERY nebo ONLINE_PAYMENT. Typ doručení: instant nebo scheduled.',
      'Naplánované objednávky potřebují datum (YYYY-MM-DD) a čas (HH:MM) v časovém pásmu daného trhu.',
      'Částka objednávky v měně trhu; popis nejvýše 200 znaků.',
      'Soubory do 5 MB ve formátu .xlsx. Řádky s chybami se zobrazí dříve, než se vytvoří jakákoli objednávka.',
    ],
  },
  es: {
    title: 'Cómo rellenar este archivo',
    lines: [
      'Un pedido por fila en la hoja "Orders"; deje la fila de encabezados tal como está.',
      'Indique la dirección de entrega, o su latitud y longitud.',
      'Tipo de pago: PAID, CASH_ON_DELIVERY u ONLINE_PAYMENT. Tipo de entrega: instant o scheduled.',
      'Los pedidos programados necesitan una fecha (YYYY-MM-DD) y una hora (HH:MM) en la zona horaria del mercado.',
      'Importe del pedido en la moneda del mercado; descripción de 200 caracteres como máximo.',
      'Archivos de hasta 5 MB, en formato .xlsx. Las filas con errores se muestran antes de realizar ningún pedido.',
    ],
  },
  ca: {
    title: 'Com s’ha d’emplenar aquest fitxer',
    lines: [
      'Una comanda per fila al full "Orders"; no modifiqui la fila de capçalera.',
      'Indiqui l’adreça de lliurament, o la seva latitud i longitud.',
      'Tipus de pagament: PAID, CASH_ON_DELIVERY o ONLINE_PAYMENT. Tipus de lliurament: instant o scheduled.',
      'Les comandes programades necessiten una data (YYYY-MM-DD) i una hora (HH:MM) a la zona horària del mercat.',
      'Import de la comanda en la moneda del mercat; descripció de 200 caràcters com a màxim.',
      'Fitxers de fins a 5 MB, en format .xlsx. Les files amb errors es mostren abans de fer cap comanda.',
    ],
  },
  it: {
    title: 'Come compilare questo file',
    lines: [
      'Un ordine per riga nel foglio "Orders"; non modificare la riga di intestazione.',
      'Indicare l’indirizzo di consegna oppure la sua latitudine e longitudine.',
      'Tipo di pagamento: PAID, CASH_ON_DELIVERY o ONLINE_PAYMENT. Tipo di consegna: instant o scheduled.',
      'Gli ordini programmati richiedono una data (YYYY-MM-DD) e un orario (HH:MM) nel fuso orario del mercato.',
      'Importo dell’ordine nella valuta del mercato; descrizione di massimo 200 caratteri.',
      'File fino a 5 MB, in formato .xlsx. Le righe con errori vengono mostrate prima di effettuare qualsiasi ordine.',
    ],
  },
  pt: {
    title: 'Como preencher este ficheiro',
    lines: [
      'Um pedido por linha na folha "Orders"; mantenha a linha de cabeçalho tal como está.',
      'Indique a morada de entrega ou a respetiva latitude e longitude.',
      'Tipo de pagamento: PAID, CASH_ON_DELIVERY ou ONLINE_PAYMENT. Tipo de entrega: instant ou scheduled.',
      'Os pedidos agendados precisam de uma data (YYYY-MM-DD) e de uma hora (HH:MM) no fuso horário do mercado.',
      'Valor do pedido na moeda do mercado; descrição com 200 caracteres no máximo.',
      'Ficheiros até 5 MB, em formato .xlsx. As linhas com erros são apresentadas antes de qualquer pedido ser criado.',
    ],
  },
  tr: {
    title: 'Bu dosya nasıl doldurulur',
    lines: [
      '"Orders" sayfasında her satıra bir sipariş yazın; başlık satırını olduğu gibi bırakın.',
      'Teslimat adresini ya da bu adresin enlem ve boylamını girin.',
      'Ödeme türü: PAID, CASH_ON_DELIVERY veya ONLINE_PAYMENT. Teslimat türü: instant veya scheduled.',
      'İleri tarihli siparişler için pazarın saat diliminde bir tarih (YYYY-MM-DD) ve saat (HH:MM) gerekir.',
      'Sipariş tutarı pazarın para biriminde; açıklama en fazla 200 karakter.',
      'Dosyalar en fazla 5 MB ve .xlsx biçiminde olmalıdır. Hatalı satırlar, herhangi bir sipariş verilmeden önce gösterilir.',
    ],
  },
  id: {
    title: 'Cara mengisi file ini',
    lines: [
      'Satu pesanan per baris di lembar "Orders"; jangan ubah baris judul.',
      'Isi alamat pengantaran, atau garis lintang dan garis bujurnya.',
      'Jenis pembayaran: PAID, CASH_ON_DELIVERY, atau ONLINE_PAYMENT. Jenis pengiriman: instant atau scheduled.',
      'Pesanan terjadwal memerlukan tanggal (YYYY-MM-DD) dan waktu (HH:MM) sesuai zona waktu pasar.',
      'Jumlah pesanan dalam mata uang pasar; deskripsi maksimal 200 karakter.',
      'File maksimal 5 MB, dalam format .xlsx. Baris yang berisi kesalahan ditampilkan sebelum pesanan apa pun dibuat.',
    ],
  },
};
