import type { Locale } from '@/lib/i18n/locales'

// The privacy notice before an admin edits it (Settings › Company). Egypt's Personal Data
// Protection Law (151/2020) and Google Ads' landing-page policy both expect one. "# " starts a
// heading; a blank line separates paragraphs.
export const DEFAULT_PRIVACY_NOTICE: Record<Locale, string> = {
  en: `# What we collect
When you send a form on this site we keep your name, mobile number and e-mail address, what you told us (the project, unit type, timing, notes), the page you came from, and the advertising click ids (gclid, gbraid, wbraid) and UTM campaign tags in its address.

# Why
Only to answer your request: an advisor calls or messages you about the projects you asked about, and we measure which of our adverts bring enquiries. We never sell your details or send unsolicited offers.

# How long
We keep an enquiry for 24 months after our last contact with you, then delete it. Ad click ids are sent to Google Ads only to count a conversion.

# Your rights
You may ask to see, correct or delete your details at any time: write to hello@masar.example or call +20 2 2735 0100. We answer within 30 days.`,
  ar: `# البيانات اللي بنجمعها
لما تبعت أي فورم على الموقع بنحتفظ باسمك ورقم موبايلك وإيميلك، واللي قلتهولنا (المشروع ونوع الوحدة والتوقيت والملاحظات)، والصفحة اللي جيت منها، ومعرّفات النقر على الإعلانات (gclid وgbraid وwbraid) وعلامات الحملة (UTM) اللي في رابطها.

# ليه بنجمعها
علشان نرد على طلبك بس: مستشار بيكلّمك أو يبعتلك بخصوص المشروعات اللي سألت عنها، وبنقيس أنهي إعلانات بتجيب استفسارات. عمرنا ما بنبيع بياناتك ولا بنبعتلك عروض ما طلبتهاش.

# بنحتفظ بيها قد إيه
بنحتفظ بالاستفسار 24 شهر من آخر تواصل بينا، وبعدها بنمسحه. معرّفات النقر بتتبعت لـ Google Ads بس علشان نحسب التحويل.

# حقوقك
من حقك في أي وقت تطلب تشوف بياناتك أو تصحّحها أو تمسحها: ابعتلنا على hello@masar.example أو اتصل على +20 2 2735 0100، وهنرد خلال 30 يوم.`,
}
