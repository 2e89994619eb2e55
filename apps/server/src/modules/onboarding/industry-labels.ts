import type { Industry, Language } from '@siar/shared';

/** Industry names in the four interface languages. */
export const INDUSTRY_LABELS: Record<Industry, Record<Language, string>> = {
  retail_ecommerce: {
    en: 'Retail & e-commerce',
    id: 'Ritel & e-commerce',
    bn: 'খুচরা ও ই-কমার্স',
    my: 'လက်လီနှင့် အွန်လိုင်းအရောင်း',
  },
  food_beverage: { en: 'Food & beverage', id: 'Makanan & minuman', bn: 'খাদ্য ও পানীয়', my: 'အစားအသောက်' },
  education: { en: 'Education', id: 'Pendidikan', bn: 'শিক্ষা', my: 'ပညာရေး' },
  health_wellness: {
    en: 'Health & wellness',
    id: 'Kesehatan & kebugaran',
    bn: 'স্বাস্থ্য ও সুস্থতা',
    my: 'ကျန်းမာရေး',
  },
  beauty_fashion: {
    en: 'Beauty & fashion',
    id: 'Kecantikan & fesyen',
    bn: 'সৌন্দর্য ও ফ্যাশন',
    my: 'အလှအပနှင့် ဖက်ရှင်',
  },
  travel_hospitality: {
    en: 'Travel & hospitality',
    id: 'Perjalanan & perhotelan',
    bn: 'ভ্রমণ ও আতিথেয়তা',
    my: 'ခရီးသွားနှင့် ဟိုတယ်',
  },
  real_estate: { en: 'Real estate', id: 'Properti', bn: 'রিয়েল এস্টেট', my: 'အိမ်ခြံမြေ' },
  financial_services: { en: 'Financial services', id: 'Jasa keuangan', bn: 'আর্থিক সেবা', my: 'ငွေကြေးဝန်ဆောင်မှု' },
  automotive: { en: 'Automotive', id: 'Otomotif', bn: 'অটোমোটিভ', my: 'မော်တော်ယာဉ်' },
  logistics: {
    en: 'Logistics & delivery',
    id: 'Logistik & pengiriman',
    bn: 'লজিস্টিকস ও ডেলিভারি',
    my: 'ပို့ဆောင်ရေး',
  },
  technology: {
    en: 'Technology & software',
    id: 'Teknologi & perangkat lunak',
    bn: 'প্রযুক্তি ও সফটওয়্যার',
    my: 'နည်းပညာနှင့် ဆော့ဖ်ဝဲ',
  },
  marketing_agency: {
    en: 'Marketing agency',
    id: 'Agensi pemasaran',
    bn: 'মার্কেটিং এজেন্সি',
    my: 'စျေးကွက်ရှာဖွေရေး အေဂျင်စီ',
  },
  professional_services: {
    en: 'Professional services',
    id: 'Jasa profesional',
    bn: 'পেশাদার সেবা',
    my: 'ပရော်ဖက်ရှင်နယ် ဝန်ဆောင်မှု',
  },
  manufacturing: { en: 'Manufacturing', id: 'Manufaktur', bn: 'উৎপাদন', my: 'ကုန်ထုတ်လုပ်ငန်း' },
  non_profit: { en: 'Non-profit', id: 'Nirlaba', bn: 'অলাভজনক', my: 'အကျိုးအမြတ်မယူသော အဖွဲ့' },
  government: { en: 'Government', id: 'Pemerintahan', bn: 'সরকার', my: 'အစိုးရ' },
  media_entertainment: {
    en: 'Media & entertainment',
    id: 'Media & hiburan',
    bn: 'মিডিয়া ও বিনোদন',
    my: 'မီဒီယာနှင့် ဖျော်ဖြေရေး',
  },
  other: { en: 'Other', id: 'Lainnya', bn: 'অন্যান্য', my: 'အခြား' },
};
