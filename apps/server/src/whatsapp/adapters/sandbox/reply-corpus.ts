import type { Language } from '@siar/shared';

/** What a simulated recipient sometimes answers, in the account's language. */
export const SANDBOX_REPLIES: Record<Language, readonly string[]> = {
  en: [
    'Thanks, got it!',
    'Sounds good 👍',
    'Can you tell me the price?',
    'Is this still available?',
    'OK, I will check and get back to you.',
    'Please stop sending me these.',
  ],
  id: [
    'Terima kasih, sudah saya terima!',
    'Oke, siap 👍',
    'Harganya berapa ya?',
    'Masih ada stok?',
    'Baik, nanti saya kabari lagi.',
    'Tolong jangan kirim pesan ini lagi.',
  ],
  bn: [
    'ধন্যবাদ, পেয়েছি!',
    'ঠিক আছে 👍',
    'দামটা কত বলবেন?',
    'এটা কি এখনও পাওয়া যাচ্ছে?',
    'আচ্ছা, দেখে জানাচ্ছি।',
    'দয়া করে এগুলো আর পাঠাবেন না।',
  ],
  my: [
    'ကျေးဇူးပါ၊ ရပါပြီ!',
    'ကောင်းပါတယ် 👍',
    'ဈေးနှုန်း ဘယ်လောက်လဲ?',
    'ဒါ ရှိသေးလား?',
    'ဟုတ်ကဲ့၊ စစ်ပြီး ပြန်ပြောပါမယ်။',
    'ဒီမက်ဆေ့ချ်တွေ ထပ်မပို့ပါနဲ့။',
  ],
};
