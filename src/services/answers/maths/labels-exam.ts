import type { Locale } from '@/config/locales'

/** The words of an exam-mode maths answer (the method without the final result), in every site language. */
export type ExamLabels = {
  /** Above the steps: what this answer is and why. */
  heading: string
  /** Below them: the student finishes the work. */
  finishYourself: string
}

export const EXAM_LABELS: Record<Locale, ExamLabels> = {
  en: {
    heading: 'Exam mode: the method, without the final result',
    finishYourself:
      'Work out the last step yourself: on quiz and exam pages Studify explains the method but does not give final answers.',
  },
  fr: {
    heading: 'Mode examen : la méthode, sans le résultat final',
    finishYourself:
      'Terminez la dernière étape vous-même : sur les pages de quiz et d’examen, Studify explique la méthode mais ne donne pas les réponses finales.',
  },
  de: {
    heading: 'Prüfungsmodus: der Lösungsweg ohne das Endergebnis',
    finishYourself:
      'Rechne den letzten Schritt selbst: Auf Quiz- und Prüfungsseiten erklärt Studify den Lösungsweg, gibt aber keine Endergebnisse.',
  },
  it: {
    heading: 'Modalità esame: il metodo, senza il risultato finale',
    finishYourself:
      'Svolgi tu l’ultimo passaggio: nelle pagine di quiz ed esami Studify spiega il metodo ma non dà le risposte finali.',
  },
  es: {
    heading: 'Modo examen: el método, sin el resultado final',
    finishYourself:
      'Resuelve tú el último paso: en las páginas de cuestionarios y exámenes, Studify explica el método pero no da las respuestas finales.',
  },
  pt: {
    heading: 'Modo de exame: o método, sem o resultado final',
    finishYourself:
      'Resolva o último passo sozinho: nas páginas de testes e exames, o Studify explica o método mas não dá as respostas finais.',
  },
  zh: {
    heading: '考试模式：只讲方法，不给最终结果',
    finishYourself: '最后一步请自己完成：在测验和考试页面上，Studify 只讲解方法，不提供最终答案。',
  },
  ja: {
    heading: '試験モード：解き方のみ（最終結果なし）',
    finishYourself:
      '最後のステップは自分で解いてください。小テストや試験のページでは、Studify は解き方を説明しますが最終的な答えは示しません。',
  },
  ko: {
    heading: '시험 모드: 최종 결과 없이 풀이 방법만',
    finishYourself:
      '마지막 단계는 직접 풀어 보세요. 퀴즈와 시험 페이지에서 Studify는 풀이 방법을 설명하지만 최종 답은 알려 주지 않습니다.',
  },
  ru: {
    heading: 'Режим экзамена: метод решения без окончательного ответа',
    finishYourself:
      'Последний шаг выполните сами: на страницах тестов и экзаменов Studify объясняет метод, но не даёт окончательных ответов.',
  },
  ar: {
    heading: 'وضع الامتحان: طريقة الحل دون النتيجة النهائية',
    finishYourself:
      'أكمل الخطوة الأخيرة بنفسك: في صفحات الاختبارات والامتحانات يشرح Studify طريقة الحل ولا يعطي الإجابات النهائية.',
  },
  hi: {
    heading: 'परीक्षा मोड: अंतिम परिणाम के बिना हल करने का तरीका',
    finishYourself: 'आख़िरी चरण ख़ुद हल करें: क्विज़ और परीक्षा पेजों पर Studify तरीका समझाता है, पर अंतिम उत्तर नहीं देता।',
  },
  cs: {
    heading: 'Režim zkoušky: postup bez konečného výsledku',
    finishYourself:
      'Poslední krok dopočítejte sami: na stránkách testů a zkoušek Studify vysvětluje postup, ale nedává konečné odpovědi.',
  },
  sk: {
    heading: 'Režim skúšky: postup bez konečného výsledku',
    finishYourself:
      'Posledný krok dopočítajte sami: na stránkach testov a skúšok Studify vysvetľuje postup, ale nedáva konečné odpovede.',
  },
}
