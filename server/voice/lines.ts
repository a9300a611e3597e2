import type { AgentLanguage } from "@/server/agents/inputs";

// What the agent says on its own, outside the brain: the lines of the session's safety nets, in
// the agent's language. Every language the agent form offers has its lines (the type demands
// it); an agent stored with any other language hears English.

export interface SessionLines {
  stillThere: string;
  silenceGoodbye: string;
  timeLimit: string;
  slowBrain: string;
  brainDown: string;
  goodbye: string;
  transferring: string;
  /** A warm transfer: the caller holds while the person hears who is calling. */
  holdForTransfer: string;
  /** The person did not answer or declined: the caller is back with the agent. */
  transferFailed: string;
}

const ENGLISH: SessionLines = {
  stillThere: "Are you still there?",
  silenceGoodbye: "It seems the line has gone quiet, so I'll hang up now. Goodbye!",
  timeLimit: "I'm sorry, we've reached the time limit for this call. Goodbye!",
  slowBrain: "One moment, please.",
  brainDown: "I'm sorry, I'm having technical trouble right now. We'll get back to you. Goodbye!",
  goodbye: "Goodbye!",
  transferring: "Let me transfer you now.",
  holdForTransfer: "Please hold while I connect you.",
  transferFailed:
    "I'm sorry, they couldn't take your call right now. Can I help you with anything else, or take a message?",
};

const SPANISH: SessionLines = {
  stillThere: "¿Sigue ahí?",
  silenceGoodbye: "Parece que la línea se ha quedado en silencio, así que voy a colgar. ¡Adiós!",
  timeLimit: "Lo siento, hemos llegado al tiempo máximo de esta llamada. ¡Adiós!",
  slowBrain: "Un momento, por favor.",
  brainDown:
    "Lo siento, estoy teniendo problemas técnicos en este momento. Nos pondremos en contacto con usted. ¡Adiós!",
  goodbye: "¡Adiós!",
  transferring: "Le transfiero ahora.",
  holdForTransfer: "Espere un momento mientras le comunico.",
  transferFailed: "Lo siento, no han podido atender su llamada ahora. ¿Puedo ayudarle en algo más o tomar un mensaje?",
};

const LINES_BY_LANGUAGE: Record<AgentLanguage, SessionLines> = {
  "en-US": ENGLISH,
  "en-GB": ENGLISH,
  "es-ES": SPANISH,
  "es-MX": SPANISH,
  "fr-FR": {
    stillThere: "Êtes-vous toujours là ?",
    silenceGoodbye: "La ligne semble silencieuse, je vais donc raccrocher. Au revoir !",
    timeLimit: "Nous avons atteint la durée maximale de cet appel, je dois raccrocher. Au revoir !",
    slowBrain: "Un instant, s'il vous plaît.",
    brainDown: "Toutes mes excuses, je rencontre un problème technique. Nous vous recontacterons. Au revoir !",
    goodbye: "Au revoir !",
    transferring: "Je vous transfère maintenant.",
    holdForTransfer: "Veuillez patienter pendant que je vous mets en relation.",
    transferFailed:
      "Je suis désolé, personne n'a pu prendre votre appel pour le moment. Puis-je vous aider autrement, ou prendre un message ?",
  },
  "de-DE": {
    stillThere: "Sind Sie noch da?",
    silenceGoodbye: "Es scheint still in der Leitung zu sein, daher lege ich jetzt auf. Auf Wiederhören!",
    timeLimit: "Es tut mir leid, wir haben die maximale Dauer dieses Anrufs erreicht. Auf Wiederhören!",
    slowBrain: "Einen Moment, bitte.",
    brainDown: "Es tut mir leid, ich habe gerade technische Probleme. Wir melden uns bei Ihnen. Auf Wiederhören!",
    goodbye: "Auf Wiederhören!",
    transferring: "Ich verbinde Sie jetzt.",
    holdForTransfer: "Bitte bleiben Sie dran, ich verbinde Sie.",
    transferFailed:
      "Es tut mir leid, Ihr Anruf konnte gerade nicht angenommen werden. Kann ich Ihnen anders helfen oder eine Nachricht aufnehmen?",
  },
  "it-IT": {
    stillThere: "È ancora in linea?",
    silenceGoodbye: "Sembra che la linea sia silenziosa, quindi ora riaggancio. Arrivederci!",
    timeLimit: "Mi dispiace, abbiamo raggiunto il tempo massimo per questa chiamata. Arrivederci!",
    slowBrain: "Un momento, per favore.",
    brainDown: "Mi dispiace, ho dei problemi tecnici in questo momento. La ricontatteremo. Arrivederci!",
    goodbye: "Arrivederci!",
    transferring: "La trasferisco subito.",
    holdForTransfer: "Resti in linea mentre la metto in contatto.",
    transferFailed:
      "Mi dispiace, in questo momento non possono rispondere. Posso aiutarla in altro modo o prendere un messaggio?",
  },
  "pt-BR": {
    stillThere: "Você ainda está aí?",
    silenceGoodbye: "Parece que a linha ficou em silêncio, então vou desligar agora. Tchau!",
    timeLimit: "Desculpe, chegamos ao tempo máximo desta ligação. Tchau!",
    slowBrain: "Um momento, por favor.",
    brainDown: "Desculpe, estou com problemas técnicos no momento. Entraremos em contato com você. Tchau!",
    goodbye: "Tchau!",
    transferring: "Vou transferir você agora.",
    holdForTransfer: "Aguarde um momento enquanto eu faço a ligação.",
    transferFailed: "Desculpe, não puderam atender agora. Posso ajudar em algo mais ou anotar um recado?",
  },
  "nl-NL": {
    stillThere: "Bent u er nog?",
    silenceGoodbye: "Het lijkt stil te zijn op de lijn, dus ik hang nu op. Tot ziens!",
    timeLimit: "Het spijt me, we hebben de maximale duur van dit gesprek bereikt. Tot ziens!",
    slowBrain: "Een moment, alstublieft.",
    brainDown: "Het spijt me, ik heb op dit moment technische problemen. We nemen contact met u op. Tot ziens!",
    goodbye: "Tot ziens!",
    transferring: "Ik verbind u nu door.",
    holdForTransfer: "Blijft u even aan de lijn terwijl ik u doorverbind.",
    transferFailed:
      "Het spijt me, uw gesprek kon nu niet worden aangenomen. Kan ik u ergens anders mee helpen of een bericht aannemen?",
  },
  "ja-JP": {
    stillThere: "まだお電話つながっていますか？",
    silenceGoodbye: "お声が聞こえないようですので、お電話を切らせていただきます。失礼いたします。",
    timeLimit: "申し訳ございません、通話の制限時間に達しました。失礼いたします。",
    slowBrain: "少々お待ちください。",
    brainDown: "申し訳ございません、ただいま技術的な問題が発生しております。改めてご連絡いたします。失礼いたします。",
    goodbye: "失礼いたします。",
    transferring: "担当者におつなぎします。",
    holdForTransfer: "おつなぎしますので、少々お待ちください。",
    transferFailed:
      "申し訳ございません、ただいま担当者が対応できません。ほかにご用件があれば承ります。伝言もお預かりできます。",
  },
};

/** The session's lines in `language` (a BCP 47 tag as the agent stores it); English for a language the form does not offer. */
export function linesFor(language: string): SessionLines {
  return Object.hasOwn(LINES_BY_LANGUAGE, language) ? LINES_BY_LANGUAGE[language as AgentLanguage] : ENGLISH;
}

/** Kana and kanji take about twice as long to say as a Latin letter. */
const WIDE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g;

/** Roughly how long text-to-speech takes to say `text` (~15 Latin characters a second), so a hang-up waits for the goodbye. */
export function speakingTimeMs(text: string): number {
  return Math.min(15_000, 300 + (text.length + (text.match(WIDE)?.length ?? 0)) * 65);
}
