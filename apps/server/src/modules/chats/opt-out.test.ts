import { describe, expect, it } from 'vitest';
import { isOptOutReply } from './opt-out.ts';

// Every language has the STOP words (in any case, with punctuation) and its common phrasings;
// each also has near misses that must not opt anyone out.
const CASES: Record<string, { optOut: string[]; notOptOut: string[] }> = {
  en: {
    optOut: [
      'STOP',
      'stop',
      ' Stop! ',
      'stop.',
      'Stop all',
      'UNSUBSCRIBE',
      'Please unsubscribe me',
      'Stop sending me these messages',
      "Don't send me this anymore.",
      'do not contact me',
      'Remove me from your list please',
      'opt me out',
      'No more messages, thanks',
    ],
    notOptOut: [
      "Don't stop!",
      "Please don't stop sending the weekly deals",
      'What time do you stop serving lunch?',
      'Can I order two more?',
      'stopwatch',
      'Send me the catalogue',
    ],
  },
  id: {
    optOut: [
      'BERHENTI',
      'berhenti.',
      'Berhenti!!',
      'Tolong jangan kirim pesan ini lagi',
      'jangan kirim lagi ya',
      'Saya mau berhenti berlangganan',
      'Stop kirim promo',
      'Mohon berhenti mengirim pesan',
      'Jangan hubungi saya',
      'gak usah kirim promo lagi',
      'Hapus nomor saya dari daftar kalian',
    ],
    notOptOut: [
      'jangan berhenti',
      'Jangan berhenti kirim promo ya, saya suka',
      'Kapan tokonya berhenti buka?',
      'Berapa harga ongkos kirimnya?',
      'Kirim lagi katalognya dong',
    ],
  },
  bn: {
    optOut: [
      'বন্ধ',
      'বন্ধ।',
      'থামুন!',
      'আনসাবস্ক্রাইব',
      'দয়া করে আর মেসেজ পাঠাবেন না।',
      'মেসেজ পাঠানো বন্ধ করুন',
      'আমার সাবস্ক্রিপশন বাতিল করুন',
      'তালিকা থেকে আমাকে বাদ দিন',
    ],
    notOptOut: ['বন্ধ করবেন না', 'মেসেজ পাঠানো বন্ধ করবেন না', 'দোকান কখন বন্ধ হয়?', 'আমাকে ক্যাটালগটি পাঠান', 'দাম কত?'],
  },
  my: {
    optOut: ['ရပ်', 'ရပ်ပါ။', 'စာမပို့ပါနဲ့', 'နောက်ထပ် စာ မပို့ပါနဲ့တော့', 'ကျေးဇူးပြု၍ ထပ်မပို့ပါနဲ့', 'စာရင်းမှ ထွက်ချင်ပါတယ်'],
    notOptOut: ['မရပ်ပါနဲ့', 'ဆိုင် ဘယ်အချိန် ပိတ်လဲ?', 'ကတ်တလောက် ပို့ပေးပါ', 'ဈေးနှုန်း ဘယ်လောက်လဲ'],
  },
};

describe('isOptOutReply', () => {
  for (const [language, { optOut, notOptOut }] of Object.entries(CASES)) {
    it.each(optOut)(`${language}: "%s" opts out`, (text) => {
      expect(isOptOutReply(text)).toBe(true);
    });
    it.each(notOptOut)(`${language}: "%s" does not`, (text) => {
      expect(isOptOutReply(text)).toBe(false);
    });
  }

  it('reads no text as no opt-out', () => {
    expect(isOptOutReply(undefined)).toBe(false);
    expect(isOptOutReply('')).toBe(false);
    expect(isOptOutReply('   ')).toBe(false);
  });
});
