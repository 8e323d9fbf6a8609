import type { Locale } from '../../config/locales'

/**
 * What the writer needs in each essay language: the sentence that tells the model to write in it
 * (in that language, beside the English instruction: models follow both more reliably than
 * either), and the headings of the outline built without the model.
 */
type LanguagePack = {
  instruction: string
  introduction: string
  /** `{subject}` is the topic, shortened. */
  background: string
  keyIdeas: string
  evidence: string
  perspectives: string
  challenges: string
  significance: string
  conclusion: string
}

export const WRITER_LANGUAGE_PACKS: Record<Locale, LanguagePack> = {
  en: {
    instruction: 'Write everything in English.',
    introduction: 'Introduction',
    background: 'Background: {subject}',
    keyIdeas: 'Key ideas and arguments',
    evidence: 'Evidence and examples',
    perspectives: 'Other points of view',
    challenges: 'Challenges and limitations',
    significance: 'Why it matters today',
    conclusion: 'Conclusion',
  },
  fr: {
    instruction: 'Rédige tout en français.',
    introduction: 'Introduction',
    background: 'Contexte : {subject}',
    keyIdeas: 'Idées et arguments clés',
    evidence: 'Preuves et exemples',
    perspectives: 'Autres points de vue',
    challenges: 'Défis et limites',
    significance: 'Pourquoi c’est important aujourd’hui',
    conclusion: 'Conclusion',
  },
  de: {
    instruction: 'Schreibe alles auf Deutsch.',
    introduction: 'Einleitung',
    background: 'Hintergrund: {subject}',
    keyIdeas: 'Zentrale Gedanken und Argumente',
    evidence: 'Belege und Beispiele',
    perspectives: 'Andere Sichtweisen',
    challenges: 'Herausforderungen und Grenzen',
    significance: 'Warum es heute wichtig ist',
    conclusion: 'Fazit',
  },
  it: {
    instruction: 'Scrivi tutto in italiano.',
    introduction: 'Introduzione',
    background: 'Contesto: {subject}',
    keyIdeas: 'Idee e argomenti principali',
    evidence: 'Prove ed esempi',
    perspectives: 'Altri punti di vista',
    challenges: 'Sfide e limiti',
    significance: 'Perché è importante oggi',
    conclusion: 'Conclusione',
  },
  es: {
    instruction: 'Escribe todo en español.',
    introduction: 'Introducción',
    background: 'Contexto: {subject}',
    keyIdeas: 'Ideas y argumentos clave',
    evidence: 'Pruebas y ejemplos',
    perspectives: 'Otros puntos de vista',
    challenges: 'Retos y limitaciones',
    significance: 'Por qué importa hoy',
    conclusion: 'Conclusión',
  },
  pt: {
    instruction: 'Escreve tudo em português.',
    introduction: 'Introdução',
    background: 'Contexto: {subject}',
    keyIdeas: 'Ideias e argumentos principais',
    evidence: 'Provas e exemplos',
    perspectives: 'Outros pontos de vista',
    challenges: 'Desafios e limitações',
    significance: 'Porque é importante hoje',
    conclusion: 'Conclusão',
  },
  zh: {
    instruction: '请全部用简体中文写作。',
    introduction: '引言',
    background: '背景：{subject}',
    keyIdeas: '核心观点与论据',
    evidence: '证据与例子',
    perspectives: '其他观点',
    challenges: '挑战与局限',
    significance: '为何在今天依然重要',
    conclusion: '结论',
  },
  ja: {
    instruction: 'すべて日本語で書いてください。',
    introduction: 'はじめに',
    background: '背景：{subject}',
    keyIdeas: '主な考えと論点',
    evidence: '根拠と具体例',
    perspectives: '別の視点',
    challenges: '課題と限界',
    significance: '今日における意義',
    conclusion: 'おわりに',
  },
  ko: {
    instruction: '모든 내용을 한국어로 작성하세요.',
    introduction: '서론',
    background: '배경: {subject}',
    keyIdeas: '핵심 생각과 논거',
    evidence: '근거와 사례',
    perspectives: '다른 관점',
    challenges: '과제와 한계',
    significance: '오늘날 중요한 이유',
    conclusion: '결론',
  },
  ru: {
    instruction: 'Пиши всё на русском языке.',
    introduction: 'Введение',
    background: 'Предыстория: {subject}',
    keyIdeas: 'Ключевые идеи и аргументы',
    evidence: 'Доказательства и примеры',
    perspectives: 'Другие точки зрения',
    challenges: 'Трудности и ограничения',
    significance: 'Почему это важно сегодня',
    conclusion: 'Заключение',
  },
  ar: {
    instruction: 'اكتب كل شيء باللغة العربية.',
    introduction: 'مقدمة',
    background: 'خلفية: {subject}',
    keyIdeas: 'الأفكار والحجج الرئيسية',
    evidence: 'الأدلة والأمثلة',
    perspectives: 'وجهات نظر أخرى',
    challenges: 'التحديات والقيود',
    significance: 'لماذا يهم اليوم',
    conclusion: 'خاتمة',
  },
  hi: {
    instruction: 'सब कुछ हिंदी में लिखें।',
    introduction: 'परिचय',
    background: 'पृष्ठभूमि: {subject}',
    keyIdeas: 'मुख्य विचार और तर्क',
    evidence: 'प्रमाण और उदाहरण',
    perspectives: 'अन्य दृष्टिकोण',
    challenges: 'चुनौतियाँ और सीमाएँ',
    significance: 'आज यह क्यों महत्वपूर्ण है',
    conclusion: 'निष्कर्ष',
  },
  cs: {
    instruction: 'Piš vše v češtině.',
    introduction: 'Úvod',
    background: 'Pozadí: {subject}',
    keyIdeas: 'Hlavní myšlenky a argumenty',
    evidence: 'Důkazy a příklady',
    perspectives: 'Jiné úhly pohledu',
    challenges: 'Výzvy a omezení',
    significance: 'Proč je to dnes důležité',
    conclusion: 'Závěr',
  },
  sk: {
    instruction: 'Píš všetko v slovenčine.',
    introduction: 'Úvod',
    background: 'Pozadie: {subject}',
    keyIdeas: 'Hlavné myšlienky a argumenty',
    evidence: 'Dôkazy a príklady',
    perspectives: 'Iné uhly pohľadu',
    challenges: 'Výzvy a obmedzenia',
    significance: 'Prečo je to dnes dôležité',
    conclusion: 'Záver',
  },
}
