import type { AgentLanguage } from "@/server/agents/inputs";

// Whether a callee's first words are an answering machine's greeting ("… please leave a message
// after the beep"), in every language the agent form offers. The session asks this only of what
// the callee says before the agent has said anything: a person answering the phone says "Hello?",
// not "leave a message", and a person who mentions voicemail later in a conversation is still a
// person. Phrases are matched on text lowercased, without accents and with plain apostrophes, so
// they are written that way; every language is checked whatever the agent's, since a machine's
// greeting may be in another language than the agent's.
//
// Two kinds of words: what only a machine says (the beep, its mailbox), and what a person who
// answers for someone else says too ("he's not available, would you like to leave a message?").
// The second counts unless the words end by asking the caller something: a machine instructs,
// a person asks.

type BaseOf<L> = L extends `${infer Base}-${string}` ? Base : never;
export type GreetingLanguage = BaseOf<AgentLanguage>;

export interface GreetingPhrases {
  /** Words only a machine says. */
  machine: readonly RegExp[];
  /** Words of a greeting that a person answering for someone else may say too. */
  unavailable: readonly RegExp[];
}

export const VOICEMAIL_PHRASES: Record<GreetingLanguage, GreetingPhrases> = {
  en: {
    machine: [
      /\b(after|at) the (tone|beep|signal)\b/,
      /\bvoice ?mail/,
      /\bmail ?box\b/,
      /\banswering (machine|service)\b/,
      /\brecord your message\b/,
    ],
    unavailable: [
      /\bleave (me |us )?(a|your) (short |brief |detailed )?(message|voicemail|name)\b/,
      /\b(not|isn't|aren't) available\b|\bunavailable\b/,
      /\b(can't|cannot|can not|unable to) (take|answer|get to|come to) (your call|the phone|the call)\b/,
      /\baway from (the|my) (phone|desk)\b/,
    ],
  },
  es: {
    machine: [
      /\b(despues|luego|tras)( del?| el| la)+ (tono|senal|pitido|bip)\b/,
      /\bbuzon\b/,
      /\bcontestador\b/,
      /\bcorreo de voz\b/,
      /\bgrabe su mensaje\b/,
    ],
    unavailable: [
      /\bdej(e|a|ar|en)(me|nos)? (un|su|tu) (breve )?(mensaje|recado)\b/,
      /\bno (esta|estoy|estamos) disponibles?\b/,
      /\bno (puedo|podemos|puede) (atender|contestar|tomar)\b/,
    ],
  },
  fr: {
    machine: [/\b(apres le|au) (bip|signal)\b/, /\bmessagerie\b/, /\brepondeur\b/, /\bboite vocale\b/],
    unavailable: [
      /\blaiss(ez|er|e)( moi| nous)? (un|votre|vos) (petit |bref )?(message|coordonnees)\b/,
      /\b(pas|plus) disponible\b|\bindisponible\b/,
      /\bne (peux|pouvons|peut) pas (vous )?repondre\b/,
      /\bpas joignable\b/,
    ],
  },
  de: {
    machine: [
      /\bnach dem (\w*ton|signal|piep|beep)\b/,
      /\bmailbox\b/,
      /\banrufbeantworter\b/,
      /\bsprach(box|nachricht)\b/,
    ],
    unavailable: [
      /\bhinterl\w* .*\bnachricht\b|\bnachricht\b.* hinterl/,
      /\bnicht (erreichbar|verfugbar|zu erreichen)\b/,
      /\bnicht (ans|an das) telefon\b/,
    ],
  },
  it: {
    // "Segreteria" alone is also how an office answers its phone.
    machine: [
      /\bdopo il (segnale|bip|beep|tono)\b/,
      /\bsegnale acustico\b/,
      /\bsegreteria telefonica\b/,
      /\bcasella vocale\b/,
    ],
    unavailable: [
      /\blasci\w* (un|il suo|il tuo|il vostro) (breve )?messaggio\b/,
      /\bnon (e|sono|siamo) (al momento |ora )?(disponibil|raggiungibil)\w*/,
      /\bnon (posso|possiamo|puo) rispondere\b/,
    ],
  },
  pt: {
    machine: [
      /\b(apos o|depois do|ao ouvir o) (sinal|bip)\b/,
      /\bcaixa (postal|de mensagens)\b/,
      /\bcorreio de voz\b/,
      /\bsecretaria eletronica\b/,
      /\bgrave (sua|seu|a) (mensagem|recado)\b/,
    ],
    unavailable: [
      /\bdeix(e|a|ar) (a |o )?(sua|seu|uma|um) (mensagem|recado)\b/,
      /\bnao (esta|estou|estamos) disponive(l|is)\b|\bindisponivel\b/,
      /\bnao (posso|podemos|pode) atender\b/,
    ],
  },
  nl: {
    machine: [
      /\bna de (piep|pieptoon|toon|biep)\b/,
      /\bvoicemail/,
      /\bantwoordapparaat\b/,
      /\bspreek (een|uw|je) bericht in\b/,
    ],
    unavailable: [
      /\bbericht (achter|achterlaten|inspreken)\b/,
      /\bniet (bereikbaar|beschikbaar)\b/,
      /\b(kan|kunnen) .{0,20}niet (aannemen|opnemen)\b/,
    ],
  },
  ja: {
    machine: [/留守番|留守電/, /発信音|ピーという|ピーッという/, /ボイスメール/],
    unavailable: [
      /留守に/,
      /メッセージを(お話し|お残し|残し|どうぞ)/,
      /ご用件を/,
      /電話に出ることができません|電話に出られません/,
    ],
  },
};

const MACHINE = Object.values(VOICEMAIL_PHRASES).flatMap((phrases) => phrases.machine);
const UNAVAILABLE = Object.values(VOICEMAIL_PHRASES).flatMap((phrases) => phrases.unavailable);

/** Lowercase, without Latin accents (composed again so that kana keep their marks), plain apostrophes, single spaces. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[’‘`´]/g, "'")
    .replace(/[\s-]+/g, " ");
}

/** Whether `text`, a callee's opening words, reads like an answering machine's greeting. */
export function soundsLikeVoicemailGreeting(text: string): boolean {
  const words = normalized(text);
  if (MACHINE.some((phrase) => phrase.test(words))) return true;
  return !/[?？]\s*$/.test(words) && UNAVAILABLE.some((phrase) => phrase.test(words));
}
