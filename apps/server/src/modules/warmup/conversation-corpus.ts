import type { Language } from '@siar/shared';

/**
 * Short everyday conversations two warming-up numbers hold, line by line, taking turns: what
 * real people write, so the numbers build a natural history before they send to customers.
 */
export const WARMUP_CONVERSATIONS: Record<Language, readonly (readonly string[])[]> = {
  en: [
    [
      'Hi! How are you today?',
      "I'm good, thanks. And you?",
      'Doing well. Busy day at the shop.',
      'Same here. Talk later!',
    ],
    [
      'Did the delivery arrive?',
      'Yes, this morning. Everything was fine.',
      'Great, thanks for letting me know 👍',
      'No problem!',
    ],
    ['Are we still meeting tomorrow?', 'Yes, 10 am works for me.', 'Perfect, see you then.', 'See you!'],
    [
      'Can you send me the price list?',
      'Sure, I will send it this afternoon.',
      'Thank you so much.',
      "You're welcome 🙂",
    ],
    [
      'Happy Friday!',
      'Happy Friday! Any plans for the weekend?',
      'Visiting family. You?',
      'Just resting at home.',
    ],
  ],
  id: [
    [
      'Halo! Apa kabar hari ini?',
      'Baik, terima kasih. Kamu gimana?',
      'Baik juga. Toko lagi ramai.',
      'Sama. Nanti ngobrol lagi ya!',
    ],
    ['Paketnya sudah sampai?', 'Sudah, tadi pagi. Semua aman.', 'Mantap, makasih infonya 👍', 'Sama-sama!'],
    ['Besok jadi ketemu?', 'Jadi, jam 10 bisa.', 'Oke, sampai besok.', 'Sampai jumpa!'],
    [
      'Boleh kirim daftar harganya?',
      'Boleh, nanti siang saya kirim.',
      'Terima kasih banyak.',
      'Sama-sama 🙂',
    ],
    [
      'Selamat hari Jumat!',
      'Selamat Jumat! Ada rencana akhir pekan?',
      'Mau ke rumah keluarga. Kamu?',
      'Istirahat di rumah saja.',
    ],
  ],
  bn: [
    ['হাই! আজ কেমন আছেন?', 'ভালো আছি, ধন্যবাদ। আপনি?', 'ভালো। দোকানে আজ খুব ব্যস্ত।', 'আমারও। পরে কথা হবে!'],
    ['ডেলিভারি কি পৌঁছেছে?', 'হ্যাঁ, আজ সকালে। সব ঠিক আছে।', 'দারুণ, জানানোর জন্য ধন্যবাদ 👍', 'কোনো সমস্যা নেই!'],
    ['কাল কি আমাদের দেখা হচ্ছে?', 'হ্যাঁ, সকাল ১০টা ঠিক আছে।', 'ঠিক আছে, তখন দেখা হবে।', 'দেখা হবে!'],
    ['দামের তালিকাটা পাঠাতে পারবেন?', 'অবশ্যই, বিকেলে পাঠিয়ে দেব।', 'অনেক ধন্যবাদ।', 'স্বাগতম 🙂'],
    ['শুভ শুক্রবার!', 'শুভ শুক্রবার! সপ্তাহান্তে কী পরিকল্পনা?', 'পরিবারের কাছে যাচ্ছি। আপনি?', 'বাসায় বিশ্রাম নেব।'],
  ],
  my: [
    [
      'မင်္ဂလာပါ! ဒီနေ့ နေကောင်းလား?',
      'ကောင်းပါတယ်၊ ကျေးဇူးပါ။ ခင်ဗျားရော?',
      'ကောင်းပါတယ်။ ဆိုင်မှာ အလုပ်များနေတယ်။',
      'ကျွန်တော်လည်း အတူတူပဲ။ နောက်မှ ပြောမယ်!',
    ],
    ['ပစ္စည်း ရောက်ပြီလား?', 'ရောက်ပြီ၊ ဒီမနက်။ အားလုံး အဆင်ပြေတယ်။', 'ကောင်းလိုက်တာ၊ ပြောပြတဲ့အတွက် ကျေးဇူး 👍', 'ရပါတယ်!'],
    ['မနက်ဖြန် တွေ့ကြမလား?', 'တွေ့မယ်၊ မနက် ၁၀ နာရီ အဆင်ပြေတယ်။', 'ကောင်းပြီ၊ အဲဒီအချိန် တွေ့မယ်။', 'တွေ့မယ်နော်!'],
    ['ဈေးနှုန်းစာရင်း ပို့ပေးလို့ရမလား?', 'ရပါတယ်၊ ညနေ ပို့ပေးမယ်။', 'ကျေးဇူးအများကြီးတင်ပါတယ်။', 'ရပါတယ် 🙂'],
    ['သောကြာနေ့ ပျော်ရွှင်ပါစေ!', 'ပျော်ရွှင်ပါစေ! စနေတနင်္ဂနွေ ဘာလုပ်မလဲ?', 'မိသားစုဆီ သွားမယ်။ ခင်ဗျားရော?', 'အိမ်မှာပဲ အနားယူမယ်။'],
  ],
};
