import type { processSection as en } from '../en/process';

/** Arabic messages: process (the same keys as the English file). */
export const processSection: Record<keyof typeof en, string> = {
  // ── Process ──────────────────────────────────────────────────────────────────────────
  'process.title': 'كيف نبني المشاريع',
  'process.intro':
    'تنقل منهجيتنا ذات المراحل الأربع المشروع من فكرة أولية إلى شركة نامية، ويعمل فريقنا إلى جانب المؤسسين في كل خطوة.',
  'process.diagramLabel': 'مخطط مراحل بناء المشاريع',
  'process.keyTasks': 'المهام الرئيسية',
  'process.replay': 'إعادة تشغيل الحركة',
  'process.investWithUs': 'استثمر معنا',
  'process.hint':
    'مرّر المؤشر فوق أي مرحلة أو انتقل إليها أو المسها لعرض مهامها الرئيسية، واختر السهم أو إحدى العلامات لإبرازها.',
  'process.hintTouch': 'المس أي مرحلة لعرض مهامها الرئيسية، والمس السهم أو إحدى العلامات لإبرازها.',
  'process.mainArrow': 'السهم الرئيسي: الرحلة من الفكرة إلى النمو',
  'process.marker': 'العلامة {number}: {stage}',
  'process.stages.ideate.title': 'الفكرة',
  'process.stages.ideate.description':
    'نرصد الفجوات الحقيقية في السوق والتحديات الاجتماعية ونحوّلها إلى أفكار مشاريع واعدة.',
  'process.stages.ideate.task1': 'رصد فجوات السوق والفرص',
  'process.stages.ideate.task2': 'توليد أفكار المشاريع وفرزها',
  'process.stages.ideate.task3': 'تحديد القيمة المقترحة',
  'process.stages.research.title': 'البحث',
  'process.stages.research.description':
    'نتحقق من كل فكرة بالبيانات والعملاء والخبراء قبل تخصيص الموارد لها.',
  'process.stages.research.task1': 'تحليل السوق والمنافسين',
  'process.stages.research.task2': 'مقابلة العملاء والتحقق من الحاجة',
  'process.stages.research.task3': 'دراسة الجدوى ونموذج العمل',
  'process.stages.launch.title': 'الإطلاق',
  'process.stages.launch.description': 'نكوّن الفريق المؤسس، ونبني المنتج، ونطرحه في السوق.',
  'process.stages.launch.task1': 'استقطاب الفريق المؤسس',
  'process.stages.launch.task2': 'بناء النموذج الأولي القابل للاستخدام',
  'process.stages.launch.task3': 'دخول السوق واكتساب العملاء الأوائل',
  'process.stages.grow.title': 'النمو',
  'process.stages.grow.description':
    'نوسّع ما ينجح، ونجمع التمويل، ونهيّئ الشركة لمرحلتها التالية وللتخارج.',
  'process.stages.grow.task1': 'توسيع العمليات والفريق',
  'process.stages.grow.task2': 'جمع جولات الاستثمار',
  'process.stages.grow.task3': 'التخطيط للتوسع والتخارج',
};
