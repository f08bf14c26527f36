import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { isRtl, resolveLanguage } from '@rider-portal/domain/markets';
import type { TEntity, TLanguage } from '@rider-portal/domain/markets';
import type { TMail } from '../../platform/mail.ts';

/**
 * The account mails, in the user's language (English where we have no translation yet) and in the
 * brand's name and colour. {{brand}}, {{link}}, {{code}} and {{minutes}} are filled in.
 */
type TMailTexts = {
  verifySubject: string;
  verifyIntro: string;
  verifyAction: string;
  verifyExpiry: string;
  resetSubject: string;
  resetIntro: string;
  resetExpiry: string;
  ignore: string;
};

const TEXTS: Partial<Record<TLanguage, TMailTexts>> & { en: TMailTexts } = {
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
};

type TBranding = { entity: TEntity; locale: string };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function frame(branding: TBranding, language: TLanguage, body: string): string {
  const brand = BRAND_THEMES[branding.entity];
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden">
<div style="background:${brand.primaryColor};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${body}</div>
</div></body></html>`;
}

function texts(locale: string): { language: TLanguage; t: TMailTexts } {
  const language = resolveLanguage(locale);
  return { language, t: TEXTS[language] ?? TEXTS.en };
}

/** 000 §5: the email-verification mail with its link (valid 24 hours). */
export function verificationMail(
  to: string,
  link: string,
  branding: TBranding,
): TMail & { link: string } {
  const { language, t } = texts(branding.locale);
  const values = { brand: BRAND_THEMES[branding.entity].name, link };
  const color = BRAND_THEMES[branding.entity].primaryColor;
  const intro = fill(t.verifyIntro, values);
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${color};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t.verifyAction)}</a></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.verifyExpiry)}<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.ignore)}</p>`,
  );
  return {
    to,
    subject: fill(t.verifySubject, values),
    text: [intro, '', `${t.verifyAction}: ${link}`, t.verifyExpiry, '', t.ignore].join('\n'),
    html,
    link,
  };
}

/** 000 §2, §5: the password-reset mail with its 6-digit code. */
export function resetCodeMail(
  to: string,
  code: string,
  minutes: number,
  branding: TBranding,
): TMail {
  const { language, t } = texts(branding.locale);
  const values = { brand: BRAND_THEMES[branding.entity].name, minutes: String(minutes) };
  const expiry = fill(t.resetExpiry, values);
  const html = frame(
    branding,
    language,
    `<p>${escapeHtml(t.resetIntro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;direction:ltr;text-align:center">${escapeHtml(code)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(expiry)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.ignore)}</p>`,
  );
  return {
    to,
    subject: fill(t.resetSubject, values),
    text: [t.resetIntro, '', code, '', expiry, '', t.ignore].join('\n'),
    html,
  };
}
